// Expected to fail: a valid op format using an element no parser or printer is generated
// for yet (here `oilist`) is refused at that element rather than ignored.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a, UnitAttr:$v);
  let results = (outs I32:$r);
  let assemblyFormat = "$a oilist(`v` $v) attr-dict `:` type($r)";
}
