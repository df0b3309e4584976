// Expected to fail: an attribute both optional and default-valued.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_BothAttr : Attr<CPred<"true">, "both"> {
  let returnType = "i32";
  let convertFromStorage = "0";
  let isOptional = 1;
  let defaultValue = "1";
}
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_BothAttr:$x);
}
