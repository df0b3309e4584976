// Expected to fail: a discardable attribute's class must have a Rust counterpart.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let discardableAttrs = (ins "::mlir::t::MyAttr":$marked);
}
def T_Op : Op<T_Dialect, "op">;
