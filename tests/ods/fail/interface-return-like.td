// Expected to fail: `ReturnLike` implements RegionBranchTerminatorOpInterface, which the
// runtime does not provide.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_YieldOp : Op<T_Dialect, "yield", [ReturnLike, Terminator]>;
