// Expected to fail: enum duplicate symbol.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : I32EnumAttr<"E", "", [I32EnumAttrCase<"a", 0>, I32EnumAttrCase<"a", 1, "b">]>;
