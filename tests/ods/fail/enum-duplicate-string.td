// Expected to fail: enum duplicate string.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : I32EnumAttr<"E", "", [I32EnumAttrCase<"a", 0, "x">, I32EnumAttrCase<"b", 1, "x">]>;
