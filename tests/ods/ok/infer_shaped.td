// `InferShapedTypeOpInterface` (`mlir/Interfaces/InferTypeOpInterface.td`) through
// upstream's traits, as Tosa's ops use them: `InferTensorType` (the op writes
// `inferReturnTypeComponents` and `inferReturnTypes` from it, and the interface verifier
// compares the inferred types with the results), and
// `InferShapedTypeOpAdaptorWithReify` (the op also builds its result shapes). The test
// dialect compiles it and tests it (`dialects/test/tests/upstream_interfaces.rs`).
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Is_Dialect : Dialect {
  let name = "is";
  let cppNamespace = "::is";
}

def Is_TransposeOp : Op<Is_Dialect, "transpose", [InferTensorType]> {
  let summary = "Reverses the dimensions of a tensor";
  let arguments = (ins AnyTensor:$input);
  let results = (outs AnyTensor:$output);
}

def Is_ShapeOfOp : Op<Is_Dialect, "shape_of", [InferShapedTypeOpAdaptorWithReify]> {
  let summary = "The shape of a ranked tensor, as a tensor of index";
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyTensor:$shape);
}
