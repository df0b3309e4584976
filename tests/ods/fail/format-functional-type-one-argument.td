// Expected to fail: functional-type with one argument.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins AnyType:$a);
  let assemblyFormat = "$a functional-type($a) attr-dict";
}
