// Expected to fail: an AnyType result without type(...).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a attr-dict";
}
