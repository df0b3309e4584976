// Expected to fail: an APFloat parameter has no Rust counterpart.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_F : AttrDef<T_Dialect, "F"> {
  let mnemonic = "f";
  let parameters = (ins APFloatParameter<"the value">:$value);
}
