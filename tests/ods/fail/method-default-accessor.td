// Expected to fail, as in mlir-tblgen: the accessors for the attribute `attributes` and for
// `regions` (two regions) overlap with default ones of MLIR's ops.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Attr:$attributes);
  let regions = (region AnyRegion:$regions, AnyRegion:$other);
}
