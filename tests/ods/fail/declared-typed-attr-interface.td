// Expected to fail: `getType` of `TypedAttrInterface` written by hand (as upstream's SMT
// `BitVectorAttr` declares it) is not supported; the self-type parameter form is.
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def T_Attr : AttrDef<T_Dialect, "Bv", [DeclareAttrInterfaceMethods<TypedAttrInterface>]> {
  let mnemonic = "bv";
  let parameters = (ins "int64_t":$value);
  let assemblyFormat = "`<` $value `>`";
}
