// Expected to fail: variadic region not last.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let regions = (region VariadicRegion<AnyRegion>:$many, AnyRegion:$last);
}
