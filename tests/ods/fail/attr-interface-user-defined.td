// Expected to fail: attribute interfaces of the spec's own are not supported (only the
// builtin ones the runtime implements are usable as constraints).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_ShapedAttrInterface : AttrInterface<"ShapedAttr">;
