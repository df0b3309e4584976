// Expected to fail: enum no cases.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_Empty : I32EnumAttr<"Empty", "", []>;
