// Expected to fail: an attribute needs a name (unnamed operands and results are fine).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a, I32, I32Attr);
  let results = (outs I32);
}
