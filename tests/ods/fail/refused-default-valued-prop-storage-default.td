// Expected to fail: a property's separate storage default is refused.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins DefaultValuedProp<I64Prop, "1", "0">:$p);
}
