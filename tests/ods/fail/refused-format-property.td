// Expected to fail: a property variable is valid but not generated yet, so it is refused
// at its column.
include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a, I64Prop:$p);
  let assemblyFormat = "$a `,` $p attr-dict";
}
