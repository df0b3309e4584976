// Expected to fail: a dialect location attribute carries a location trait, refused as
// every attribute trait is.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Loc : LocationAttrDef<T_Dialect, "Loc"> {
  let mnemonic = "loc";
}
