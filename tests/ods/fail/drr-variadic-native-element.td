// Expected to fail: a NativeCodeCall matcher on a value of `variadic` (mlir-tblgen:
// "variadic only accepts operation sub-dags").
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_SumOp : Op<T_Dialect, "sum"> {
  let arguments = (ins Variadic<AnyInteger>:$xs);
  let results = (outs AnyInteger:$y);
}
def P : Pat<(T_SumOp (variadic (ConstantLikeMatcher $c), $x)), (replaceWithValue $x)>;
