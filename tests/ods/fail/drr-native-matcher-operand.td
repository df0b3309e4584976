// Expected to fail: an argument of a NativeCodeCall matcher in a source pattern is an op,
// not an attribute constraint or `$name` (a matcher captures attributes).
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_NegOp : Op<T_Dialect, "neg"> {
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$y);
}
def P : Pat<(T_NegOp (ConstantLikeMatcher (T_NegOp $x))), (replaceWithValue $x)>;
