// Expected to fail: attr-dict inside an optional group.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Optional<I32>:$a);
  let assemblyFormat = "($a^ attr-dict)?";
}
