// Expected to fail: an optional parameter needs a default.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
class MaybeParameter<string type> : AttrOrTypeParameter<type, "maybe"> {
  let isOptional = 1;
}
def T_A : TypeDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins MaybeParameter<"u32">:$w);
}
