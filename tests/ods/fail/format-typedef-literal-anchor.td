// Expected to fail: a literal anchoring a group of optional parameters.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_R : TypeDef<T_Dialect, "R"> {
  let mnemonic = "r";
  let parameters = (ins "u32":$low, OptionalParameter<"u32">:$opt);
  let assemblyFormat = "`<` $low (`,` `x`^ $opt)? `>`";
}
