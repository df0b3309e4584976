//===-- TensorEncoding.td - tensor encodings ---------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `VerifiableTensorEncoding`: an encoding
// attribute of ranked tensors that checks the tensor types using it. They are declared
// with upstream's names and bases so that specs including this file find them; the
// runtime's tensor types do not consult it yet, so each is refused where an op, type or
// attribute uses it or names it as a constraint.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_IR_TENSORENCODING
#define ODS_IR_TENSORENCODING

include "mlir/IR/OpBase.td"

// An encoding attribute of ranked tensors that verifies the shape and element type it is used with.
def VerifiableTensorEncoding : AttrInterface<"VerifiableTensorEncoding"> {
  let cppNamespace = "::mlir";
  let description = [{
    An encoding attribute of ranked tensors that verifies the shape and element type it is used with.
  }];
  let odsUnsupported = "tensor encodings are not verified by the runtime yet";
}

#endif // ODS_IR_TENSORENCODING
