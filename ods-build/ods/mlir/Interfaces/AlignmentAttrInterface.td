//===-- AlignmentAttrInterface.td - alignment attributes ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `AlignmentAttrOpInterface`, implemented
// in `ods_runtime::interfaces::alignment`: an op carrying an optional `alignment`
// attribute, read by the method every op shares (written into each op's implementation).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_ALIGNMENTATTRINTERFACE
#define ODS_INTERFACES_ALIGNMENTATTRINTERFACE

include "mlir/IR/OpBase.td"

// An op with an optional alignment, in bytes.
def AlignmentAttrOpInterface : OpInterface<"AlignmentAttrOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An interface for operations that carry an optional alignment attribute (`alignment`,
    in bytes) and expose it as an alignment: a positive power of two, or none.
  }];
  let rustModule = "::ods_runtime::interfaces::alignment";
  let methods = [
    InterfaceMethod<[{
        Returns the alignment of the operation: its `alignment` attribute when that is a
        positive power of two, none otherwise.
      }],
      "Option<u64>", "getMaybeAlign", (ins),
      [{ ::ods_runtime::interfaces::alignment::maybe_align($_op.alignment(ctx)) }]
    >,
  ];
}

#endif // ODS_INTERFACES_ALIGNMENTATTRINTERFACE
