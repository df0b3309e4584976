// Expected to fail: type($a) twice.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins AnyType:$a);
  let assemblyFormat = "$a attr-dict `:` type($a) `,` type($a)";
}
