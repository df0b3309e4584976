// Expected to fail: vov missing segment attr.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins VariadicOfVariadic<I32, "sizes">:$groups);
}
