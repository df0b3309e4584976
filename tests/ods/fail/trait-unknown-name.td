// Expected to fail: trait unknown name.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [AllTypesMatch<["lhs", "missing"]>]> {
  let arguments = (ins AnyType:$lhs);
}
