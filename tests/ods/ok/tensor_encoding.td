// `VerifiableTensorEncoding` (`mlir/IR/TensorEncoding.td`) on a dialect attribute: the
// attribute writes `verifyEncoding`, the runtime calls it on every ranked tensor type
// using it as its encoding (as `RankedTensorType::verify` does), and the interface is an
// attribute constraint of an op. The test dialect compiles it and tests it
// (`dialects/test/tests/upstream_interfaces.rs`).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/TensorEncoding.td"

def Enc_Dialect : Dialect {
  let name = "enc";
  let cppNamespace = "::enc";
}

def Enc_BlockAttr : AttrDef<Enc_Dialect, "Block",
    [DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "Tensors stored in blocks of a fixed number of elements";
  let description = [{
    The innermost dimension of a tensor using this encoding is a multiple of the block
    size, and its elements are integers or floats.
  }];
  let mnemonic = "block";
  let parameters = (ins "int64_t":$size);
  let assemblyFormat = "`<` $size `>`";
}

def Enc_EncodingOp : Op<Enc_Dialect, "encoding"> {
  let summary = "Names a tensor encoding";
  let arguments = (ins VerifiableTensorEncoding:$encoding);
  let assemblyFormat = "$encoding attr-dict";
}
