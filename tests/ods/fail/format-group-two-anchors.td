// Expected to fail: two anchors in one group.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Optional<I32>:$a, OptionalAttr<I32Attr>:$b);
  let assemblyFormat = "(`x` $a^ $b^)? attr-dict";
}
