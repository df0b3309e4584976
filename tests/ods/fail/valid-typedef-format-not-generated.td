// Expected to fail: a valid type format is checked, but no parser or printer is generated
// from it yet, so it is refused rather than ignored.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_R : TypeDef<T_Dialect, "R"> {
  let mnemonic = "r";
  let parameters = (ins "u32":$low, "u32":$high);
  let assemblyFormat = "`<` $low `,` $high `>`";
}
