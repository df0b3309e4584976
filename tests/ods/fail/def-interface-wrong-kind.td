// Expected to fail: a type lists an attribute interface; types implement type interfaces.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Labelled : AttrInterface<"Labelled"> {
  let methods = [InterfaceMethod<"The label.", "std::string", "getLabel">];
}
def T_Box : TypeDef<T_Dialect, "Box", [T_Labelled]> { let mnemonic = "box"; }
