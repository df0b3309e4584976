//===-- AlignmentAttrInterface.td - alignment attributes ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `AlignmentAttrOpInterface`: an op
// carrying an alignment attribute. They are declared with upstream's names and bases so
// that specs including this file find them; the runtime does not provide it yet, so each
// is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_ALIGNMENTATTRINTERFACE
#define ODS_INTERFACES_ALIGNMENTATTRINTERFACE

include "mlir/IR/OpBase.td"

// An op with an optional alignment, in bytes.
def AlignmentAttrOpInterface : OpInterface<"AlignmentAttrOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op with an optional alignment, in bytes.
  }];
  let odsUnsupported = "alignment attributes are not supported yet";
}

#endif // ODS_INTERFACES_ALIGNMENTATTRINTERFACE
