// Expected to fail: dialect defined twice.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T2_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op">;
def T2_Op : Op<T2_Dialect, "op2">;
