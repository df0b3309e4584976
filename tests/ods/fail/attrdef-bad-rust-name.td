// Expected to fail: attrdef bad rust name.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : AttrDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let cppClassName = "my_attr";
}
