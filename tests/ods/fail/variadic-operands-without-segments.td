// Expected to fail: variadic operands without segments.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Variadic<I32>:$a, Optional<I64>:$b);
}
