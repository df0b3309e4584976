// Expected to fail: an operand named `create` and a result named `get_ods_results` shadow
// methods every generated op has.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$create);
  let results = (outs I32:$get_ods_results);
}
