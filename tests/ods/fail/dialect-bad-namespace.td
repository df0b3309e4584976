// Expected to fail: dialect bad namespace.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "my-dialect"; }
def T_Op : Op<T_Dialect, "op">;
