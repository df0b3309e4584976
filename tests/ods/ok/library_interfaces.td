// The runtime's view and shape interfaces from the library: `ViewLikeOpInterface` and
// `OffsetSizeAndStrideOpInterface` (its operand and attribute accessors written from the
// op's own, upstream's verifier), `ShapedDimOpInterface` (with its verifier) and
// `ReifyRankedShapedTypeOpInterface` (methods taking the builder in place of the context,
// one written by the op through `DeclareOpInterfaceMethods`). The test dialect compiles it
// and tests it (`dialects/test/tests/library_interfaces.rs`).

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ShapedOpInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"

def Lib_Dialect : Dialect {
  let name = "lib";
  let cppNamespace = "::lib";
}

def Lib_SubviewOp : Op<Lib_Dialect, "subview",
    [AttrSizedOperandSegments, ViewLikeOpInterface, OffsetSizeAndStrideOpInterface]> {
  let summary = "A strided view of a memref";
  let arguments = (ins AnyMemRef:$source, Variadic<Index>:$offsets, Variadic<Index>:$sizes,
    Variadic<Index>:$strides, DenseI64ArrayAttr:$static_offsets,
    DenseI64ArrayAttr:$static_sizes, DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
}

def Lib_DimOp : Op<Lib_Dialect, "dim", [ShapedDimOpInterface]> {
  let summary = "The size of one dimension of a tensor";
  let arguments = (ins AnyTensor:$source, Index:$index);
  let results = (outs AnyType:$result);
}

def Lib_EmptyOp : Op<Lib_Dialect, "empty",
    [DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>]> {
  let summary = "An empty tensor with static and dynamic sizes";
  let arguments = (ins Variadic<Index>:$dynamic_sizes);
  let results = (outs AnyRankedTensor:$result);
}
