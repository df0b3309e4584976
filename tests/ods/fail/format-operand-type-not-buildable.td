// Expected to fail: an AnyType operand without type(...).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins AnyType:$a);
  let assemblyFormat = "$a attr-dict";
}
