// Expected to fail: tablegen syntax error.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let summary = "missing semicolon"
}
