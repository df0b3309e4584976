// Expected to fail: genAccessors = 0 is refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "u32":$w);
  let genAccessors = 0;
}
