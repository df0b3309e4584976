// Expected to fail: vov result.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins DenseI32ArrayAttr:$sizes);
  let results = (outs VariadicOfVariadic<I32, "sizes">:$groups);
}
