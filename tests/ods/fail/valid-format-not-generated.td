// Expected to fail: a valid op format is checked, but no parser or printer is generated
// from it yet, so it is refused rather than ignored.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a, OptionalAttr<I32Attr>:$v);
  let results = (outs I32:$r);
  let assemblyFormat = "$a (`v` $v^)? attr-dict";
}
