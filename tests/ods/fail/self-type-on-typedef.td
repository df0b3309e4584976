// Expected to fail: only attributes have a self type.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "int":$x, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` $x `>`";
}
