// Expected to fail: a trait names an op that does not exist.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_ScopeOp : Op<T_Dialect, "scope">;
def T_YieldOp : Op<T_Dialect, "yield", [HasParent<"ScopOp">]>;
