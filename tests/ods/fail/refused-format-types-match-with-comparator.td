// Expected to fail: a TypesMatchWith whose comparator is not `==` relates the two types
// without giving one from the other, so the generated parser cannot compute the result type.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op",
    [TypesMatchWith<"result type differs from the input", "a", "r", "$_self", "!=">]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a attr-dict `:` type($a)";
}
