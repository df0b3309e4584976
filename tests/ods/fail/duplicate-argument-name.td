// Expected to fail: duplicate argument name.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$x);
  let results = (outs I32:$x);
}
