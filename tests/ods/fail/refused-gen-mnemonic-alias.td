// Expected to fail: mnemonic aliases are not generated yet.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : AttrDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let genMnemonicAlias = 1;
}
