// Expected to fail: AllTypesMatch infers the result type; the region is missing.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [AllTypesMatch<["a", "r"]>]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "$a attr-dict `:` type($a)";
}
