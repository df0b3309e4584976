// Expected to fail: a NativeCodeCall placeholder beyond its arguments.
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_NegOp : Op<T_Dialect, "neg"> {
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$y);
}
def T_ScaleOp : Op<T_Dialect, "scale"> {
  let arguments = (ins AnyInteger:$x, I32Attr:$factor, OptionalAttr<StrAttr>:$note);
  let results = (outs I32:$y);
}
def T_PairOp : Op<T_Dialect, "pair"> {
  let arguments = (ins AnyInteger:$a, AnyInteger:$b);
  let results = (outs AnyInteger:$first, AnyInteger:$second);
}
def T_ConcatOp : Op<T_Dialect, "concat"> {
  let arguments = (ins Variadic<AnyInteger>:$inputs);
  let results = (outs AnyInteger:$y);
}
def Twice : NativeCodeCall<"$_builder.value($1).ty()">;
def P : Pat<(T_NegOp $x), (Twice $x)>;
