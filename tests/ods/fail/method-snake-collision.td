// Expected to fail: `fooBar` and `foo_bar` both generate the accessor `foo_bar`.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$fooBar, I32:$foo_bar);
}
