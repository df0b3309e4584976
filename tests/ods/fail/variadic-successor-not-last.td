// Expected to fail: variadic successor not last.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [Terminator]> {
  let successors = (successor VariadicSuccessor<AnySuccessor>:$many, AnySuccessor:$last);
}
