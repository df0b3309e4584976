// Expected to fail: a parameter the format never names.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_R : TypeDef<T_Dialect, "R"> {
  let mnemonic = "r";
  let parameters = (ins "u32":$low, "u32":$high);
  let assemblyFormat = "`<` $low `>`";
}
