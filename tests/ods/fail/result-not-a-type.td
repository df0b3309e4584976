// Expected to fail: result not a type.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let results = (outs I32Attr:$r);
}
