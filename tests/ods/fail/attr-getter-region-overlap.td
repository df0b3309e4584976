// Expected to fail: the region `x_attr` and the attribute `x` both have the getter `x_attr`
// (`getXAttr` in C++, where mlir-tblgen stops on the adaptor's overlap). Beside an operand,
// result or successor `x_attr` the attribute's getters take the `get_` prefix instead.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Attr:$x);
  let regions = (region AnyRegion:$x_attr);
}
