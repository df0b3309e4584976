// Expected to fail: results outside type(...).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {

  let assemblyFormat = "results attr-dict";
}
