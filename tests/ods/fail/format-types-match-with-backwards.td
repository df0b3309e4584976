// Expected to fail: TypesMatchWith resolves rhs from lhs, not the reverse.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [TypesMatchWith<"r matches a", "a", "r", "$_self">]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a attr-dict `:` type($r)";
}
