// Expected to fail: dialect interfaces are not supported.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Inliner : DialectInterface<"Inliner">;
