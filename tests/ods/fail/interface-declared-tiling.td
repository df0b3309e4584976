// Expected to fail: `TilingInterface` is declared with upstream's name (so the include
// resolves) but the runtime has no tiling.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/TilingInterface.td"
def T_Dialect : Dialect { let name = "t"; }
def T_MatmulOp : Op<T_Dialect, "matmul", [TilingInterface]>;
