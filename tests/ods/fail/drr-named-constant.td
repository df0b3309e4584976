// Expected to fail: a name on a constant attribute in a result pattern.
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_ConstOp : Op<T_Dialect, "const"> {
  let arguments = (ins I32Attr:$value);
  let results = (outs I32:$out);
}
def P : Pat<(T_ConstOp $v), (T_ConstOp ConstantAttr<I32Attr, "0">:$zero)>;
