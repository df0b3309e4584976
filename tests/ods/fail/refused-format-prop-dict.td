// Expected to fail: `prop-dict` is valid but not generated yet, so it is refused at its
// column.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a, I32Attr:$v);
  let assemblyFormat = "$a prop-dict attr-dict";
}
