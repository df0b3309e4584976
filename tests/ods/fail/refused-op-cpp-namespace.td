// Expected to fail: an op's cppNamespace must be its dialect's or lie below it.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::mlir::t";
}
def T_GoodOp : Op<T_Dialect, "good"> {
  let cppNamespace = "::mlir::t";
}
def T_BadOp : Op<T_Dialect, "bad"> {
  let summary = "lives elsewhere";
  let cppNamespace = "::mlir::other";
}
