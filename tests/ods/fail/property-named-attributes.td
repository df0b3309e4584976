// Expected to fail: a property named `attributes` has the accessor `getAttributes`, one of
// MLIR's ops' own, which mlir-tblgen rejects ("Unexpected overlap when generating
// `getAttributes`"), as it does for an attribute of that name.
include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
def P_Dialect : Dialect { let name = "p"; }
def P_Op : Op<P_Dialect, "op"> {
  let arguments = (ins I32Prop:$attributes);
}
