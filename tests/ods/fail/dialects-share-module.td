// Expected to fail: dialects share module.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def U_Dialect : Dialect { let name = "u"; let cppNamespace = "t"; }
def T_Op : Op<T_Dialect, "op">;
def U_Op : Op<U_Dialect, "op">;
