// Expected to fail: a `$` without a name.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let assemblyFormat = "$ attr-dict";
}
