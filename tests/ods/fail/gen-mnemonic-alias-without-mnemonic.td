// Expected to fail: a mnemonic alias needs a mnemonic.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : AttrDef<T_Dialect, "A"> {
  let attrName = "t.a";
  let genMnemonicAlias = 1;
}
