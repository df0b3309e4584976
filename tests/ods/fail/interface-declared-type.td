// Expected to fail: a type implementing a type interface declared as refused
// (`odsUnsupported`).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
def Refused : TypeInterface<"Refused"> {
  let odsUnsupported = "refused on purpose";
}
def T_Dialect : Dialect { let name = "t"; }
def T_Grid : TypeDef<T_Dialect, "Grid", [Refused]> {
  let mnemonic = "grid";
}
