// Expected to fail: bit enum not 32 bit.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_E : BitEnumAttr<I64, "E", "", [I32BitEnumAttrCaseBit<"a", 0>]>;
