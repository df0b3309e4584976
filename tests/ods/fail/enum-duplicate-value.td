// Expected to fail: enum duplicate value.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : I32EnumAttr<"E", "", [I32EnumAttrCase<"a", 3>, I32EnumAttrCase<"b", 3>]>;
