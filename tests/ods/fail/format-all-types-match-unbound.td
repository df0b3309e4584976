// Expected to fail: AllTypesMatch with no type bound.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [AllTypesMatch<["a", "r"]>]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a attr-dict";
}
