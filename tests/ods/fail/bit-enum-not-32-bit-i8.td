// Expected to fail: bit enums other than 32 bits wide.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : I8BitEnumAttr<"E", "", [I8BitEnumAttrCaseBit<"a", 0>]>;
