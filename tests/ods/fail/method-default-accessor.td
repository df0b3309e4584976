// Expected to fail, as in mlir-tblgen: the accessor for `regions` (two regions) overlaps
// with a default one of MLIR's ops; attribute names are not checked, as in mlir-tblgen.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Attr:$attributes);
  let regions = (region AnyRegion:$regions, AnyRegion:$other);
}
