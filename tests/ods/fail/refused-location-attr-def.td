// Expected to fail: a dialect location attribute carries the location trait, which the
// library refuses (the runtime's locations are its own).
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Loc : LocationAttrDef<T_Dialect, "Loc"> {
  let mnemonic = "loc";
}
