// Expected to fail: useCustomPropertiesEncoding is refused.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Prop:$p);
  let useCustomPropertiesEncoding = 1;
}
