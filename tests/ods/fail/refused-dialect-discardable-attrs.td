// Expected to fail: discardable attribute helpers are not generated yet.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let discardableAttrs = (ins "::mlir::UnitAttr":$marked);
}
def T_Op : Op<T_Dialect, "op">;
