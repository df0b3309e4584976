// Expected to fail: a result variable outside type(...).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let results = (outs I32:$r);
  let assemblyFormat = "$a `->` $r attr-dict";
}
