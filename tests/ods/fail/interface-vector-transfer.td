// Expected to fail: VectorTransferOpInterface is declared with upstream's name but the
// runtime does not provide it.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/VectorInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_ReadOp : Op<T_Dialect, "read", [VectorTransferOpInterface]>;
