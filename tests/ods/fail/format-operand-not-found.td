// Expected to fail: an operand the format never binds.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a, I32:$b);
  let assemblyFormat = "$a attr-dict";
}
