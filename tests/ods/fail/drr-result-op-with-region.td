// Expected to fail: a result pattern building an op with a region.
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_NegOp : Op<T_Dialect, "neg"> {
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$y);
}
def T_WrapOp : Op<T_Dialect, "wrap"> {
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$y);
  let regions = (region AnyRegion:$body);
}
def P : Pat<(T_NegOp $x), (T_WrapOp $x)>;
