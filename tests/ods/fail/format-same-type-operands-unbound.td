// Expected to fail: SameTypeOperands with no operand type bound.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [SameTypeOperands]> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let assemblyFormat = "$a $b attr-dict";
}
