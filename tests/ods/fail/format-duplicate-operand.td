// Expected to fail: an operand bound twice.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let assemblyFormat = "$a `,` $a attr-dict";
}
