// Expected to fail: an op names an interface that is not defined.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [DeclareOpInterfaceMethods<NoSuchInterface>]>;
