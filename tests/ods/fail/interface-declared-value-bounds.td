// Expected to fail: `ValueBoundsOpInterface` is declared with upstream's name (so the
// include resolves) but the runtime has no value-bounds analysis.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ValueBoundsOpInterface.td"
def T_Dialect : Dialect { let name = "t"; }
def T_DimOp : Op<T_Dialect, "dim", [ValueBoundsOpInterface]>;
