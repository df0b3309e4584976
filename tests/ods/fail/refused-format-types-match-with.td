// Expected to fail: a result type only TypesMatchWith determines cannot be computed by the
// generated parser yet, so the format is refused.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op",
    [TypesMatchWith<"result type matches the input", "a", "r", "$_self">]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a attr-dict `:` type($a)";
}
