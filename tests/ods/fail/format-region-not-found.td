// Expected to fail: a region the format never binds.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "attr-dict";
}
