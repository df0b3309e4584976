// Expected to fail: an optional property whose inner parser cannot be delegated to.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins OptionalProp<I64Prop, 0>:$p);
}
