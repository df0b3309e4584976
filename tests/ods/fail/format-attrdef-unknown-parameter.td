// Expected to fail: a typo in an attribute parameter name.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_R : AttrDef<T_Dialect, "R"> {
  let mnemonic = "r";
  let parameters = (ins "u32":$value);
  let assemblyFormat = "`<` $valeu `>`";
}
