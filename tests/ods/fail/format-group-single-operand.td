// Expected to fail: a single operand inside an optional group.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a, Optional<I32>:$b);
  let assemblyFormat = "($b^ $a)? attr-dict";
}
