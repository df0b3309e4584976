// Expected to fail: enum negative value.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : I32EnumAttr<"E", "", [I32EnumAttrCase<"a", -1>]>;
