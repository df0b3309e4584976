// Expected to fail: operand `xAttr` generates `x_attr`, the stored-attribute getter of `x`.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Attr:$x, I32:$xAttr);
}
