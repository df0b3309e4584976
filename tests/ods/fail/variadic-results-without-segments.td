// Expected to fail: variadic results without segments.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let results = (outs Variadic<I32>:$a, Variadic<I64>:$b);
}
