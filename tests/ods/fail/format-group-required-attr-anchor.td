// Expected to fail: a required attribute as anchor.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Attr:$v);
  let assemblyFormat = "($v^)? attr-dict";
}
