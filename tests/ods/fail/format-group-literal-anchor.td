// Expected to fail: a literal as anchor.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Optional<I32>:$a);
  let assemblyFormat = "(`x`^ $a)? attr-dict";
}
