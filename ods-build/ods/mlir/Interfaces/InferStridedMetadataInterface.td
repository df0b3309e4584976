//===-- InferStridedMetadataInterface.td - strided metadata -*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `InferStridedMetadataOpInterface`,
// implemented in `ods_runtime::interfaces::strided_metadata`: an op bounding the offsets,
// sizes and strides of its results given bounds on its operands'. Upstream's
// `StridedMetadataRange` is the runtime's; its callbacks are Rust closures.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INFERSTRIDEDMETADATAINTERFACE
#define ODS_INTERFACES_INFERSTRIDEDMETADATAINTERFACE

include "mlir/IR/OpBase.td"

def InferStridedMetadataOpInterface : OpInterface<"InferStridedMetadataOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Allows operations to participate in strided metadata analysis by providing methods
    that allow them to specify bounds on offsets, sizes, and strides of their result(s)
    given bounds on their input(s) if known.
  }];
  let rustModule = "::ods_runtime::interfaces::strided_metadata";
  let methods = [
    InterfaceMethod<[{
        Infer the strided metadata bounds on the results of this op given the bounds on
        its operands. For each result value or block argument of interest, the method
        should call `setMetadata` with that value as an argument. The `operands`
        parameter contains the strided metadata ranges for all the operands of the
        operation in order. The `getIntRange` callback is provided for obtaining the
        int-range analysis result for a given value.
      }],
      "()", "inferStridedMetadataRanges",
      (ins "&[::ods_runtime::interfaces::strided_metadata::StridedMetadataRange]":$operands,
           "&dyn Fn(::ods_runtime::ir::Value) -> ::ods_runtime::interfaces::int_range::IntegerValueRange":$getIntRange,
           "&mut dyn FnMut(::ods_runtime::ir::Value, &::ods_runtime::interfaces::strided_metadata::StridedMetadataRange)":$setMetadata,
           "i32":$indexBitwidth)
    >,
  ];
}

#endif // ODS_INTERFACES_INFERSTRIDEDMETADATAINTERFACE
