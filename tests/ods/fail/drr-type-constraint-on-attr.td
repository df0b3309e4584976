// Expected to fail: a type constraint over an attribute in the constraint list.
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_ScaleOp : Op<T_Dialect, "scale"> {
  let arguments = (ins AnyInteger:$x, I32Attr:$factor);
  let results = (outs AnyInteger:$y);
}
def P : Pat<(T_ScaleOp $x, $f), (replaceWithValue $x), [(I32 $f)]>;
