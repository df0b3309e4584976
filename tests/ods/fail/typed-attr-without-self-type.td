// Expected to fail: TypedAttrInterface needs an AttributeSelfTypeParameter (ods-build has no
// hand-written getType).
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : AttrDef<T_Dialect, "A", [TypedAttrInterface]> {
  let mnemonic = "a";
  let parameters = (ins "int":$x);
  let assemblyFormat = "`<` $x `>`";
}
