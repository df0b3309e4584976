// Expected to fail: type interfaces are not supported yet.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Shaped : TypeInterface<"ShapedLike"> {
  let methods = [InterfaceMethod<"The rank.", "unsigned", "getRank">];
}
