// Expected to fail: enum bad rust name.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : I32EnumAttr<"lower", "", [I32EnumAttrCase<"a", 0>]>;
