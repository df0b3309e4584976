// Expected to fail: params as a custom argument.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_R : TypeDef<T_Dialect, "R"> {
  let mnemonic = "r";
  let parameters = (ins "u32":$low);
  let assemblyFormat = "`<` custom<Low>(params) `>`";
}
