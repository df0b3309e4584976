// Expected to fail: region branch weights are declared with upstream's names but the
// runtime does not provide them.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_IfOp : Op<T_Dialect, "if", [WeightedRegionBranchOpInterface]> {
  let regions = (region AnyRegion:$then);
}
