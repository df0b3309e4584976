// Expected to fail: genStorageClass = 0 is refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : AttrDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "u32":$w);
  let genStorageClass = 0;
}
