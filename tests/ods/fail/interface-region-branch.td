// Expected to fail: region-branch control flow is declared with upstream's names but the
// runtime does not provide it.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_IfOp : Op<T_Dialect, "if",
    [DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getSuccessorRegions"]>]> {
  let regions = (region AnyRegion:$then);
}
