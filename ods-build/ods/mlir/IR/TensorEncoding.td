//===-- TensorEncoding.td - tensor encodings ---------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `VerifiableTensorEncoding`: an encoding
// attribute of ranked tensors that checks the tensor types using it, implemented in
// `ods_runtime::tensor_encoding`. A dialect attribute lists it (or
// `DeclareAttrInterfaceMethods<VerifiableTensorEncoding>`) and writes `verifyEncoding`;
// the runtime calls it on every ranked tensor type with that encoding it parses, and its
// `ranked_tensor_type_checked` is upstream's `RankedTensorType::getChecked`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_IR_TENSORENCODING
#define ODS_IR_TENSORENCODING

include "mlir/IR/OpBase.td"

def VerifiableTensorEncoding : AttrInterface<"VerifiableTensorEncoding"> {
  let cppNamespace = "::mlir";
  let description = [{
    Verifies an encoding attribute for a tensor.
  }];
  let rustModule = "::ods_runtime::tensor_encoding";
  let predicate = CPred<"::ods_runtime::tensor_encoding::is_verifiable_tensor_encoding($_ctxt, $_self)">;
  let methods = [
    InterfaceMethod<[{
        Verifies the encoding is valid for a tensor type with the given shape and element
        type. The error is the diagnostic's message (upstream emits it through the
        `emitError` callback), reported where the tensor type is written.
      }],
      "Result<(), String>", "verifyEncoding",
      (ins "&[i64]":$shape, "::ods_runtime::Type":$elementType)>,
  ];
}

#endif // ODS_IR_TENSORENCODING
