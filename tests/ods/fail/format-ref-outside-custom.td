// Expected to fail: ref outside custom.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let assemblyFormat = "$a ref($a) attr-dict";
}
