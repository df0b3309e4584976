// Expected to fail: enum value too wide.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : I32EnumAttr<"E", "", [I32EnumAttrCase<"a", 4294967296>]>;
