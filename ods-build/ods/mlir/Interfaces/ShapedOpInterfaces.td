//===-- ShapedOpInterfaces.td - shaped op interfaces -------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `ShapedDimOpInterface`: an op querying
// one dimension of a shaped value. They are declared with upstream's names and bases so
// that specs including this file find them; the runtime does not provide it yet, so each
// is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_SHAPEDOPINTERFACES
#define ODS_INTERFACES_SHAPEDOPINTERFACES

include "mlir/IR/OpBase.td"

// An op returning the size of one dimension of a shaped value.
def ShapedDimOpInterface : OpInterface<"ShapedDimOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op returning the size of one dimension of a shaped value.
  }];
  let odsUnsupported = "shaped dimension ops are not supported yet";
}

#endif // ODS_INTERFACES_SHAPEDOPINTERFACES
