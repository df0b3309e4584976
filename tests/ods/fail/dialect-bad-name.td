// Expected to fail: dialect bad name.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "Test"; }
def T_Op : Op<T_Dialect, "op">;
