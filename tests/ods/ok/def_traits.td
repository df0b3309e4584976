// Native traits on type and attribute definitions, as upstream's GPU dialect lists
// `OffloadingTranslationAttrTrait` (a bare `NativeTrait<name, "">`) on an attribute: each
// is a marker type the dialect registers for the definition, `AttrRef::has_trait` and
// `TypeRef::has_trait` answer MLIR's `hasTrait<T>()` (here in an attribute
// constraint), and a trait's extra declarations join the definition's. The test dialect
// compiles it and tests it (`dialects/test/tests/upstream_interfaces.rs`).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"

def Tr_Dialect : Dialect {
  let name = "tr";
  let cppNamespace = "::tr";
}

def OffloadingTranslationAttrTrait : NativeTrait<"OffloadingTranslationAttrTrait", ""> {
  let cppNamespace = "crate::def_traits";
}

def Sealed : NativeTypeTrait<"Sealed", [{
    /// Whether values of the type may be opened (never: the type is sealed).
    pub fn can_open(self) -> bool {
        false
    }
  }]> {
  let cppNamespace = "crate::def_traits";
}

def HasOffloadingTranslationAttrTrait : AttrConstraint<
  CPred<"$_ctxt.attr($_self).has_trait::<crate::def_traits::OffloadingTranslationAttrTrait>()">,
  "with the `OffloadingTranslationAttrTrait` trait">;

def OffloadingTranslationAttr :
    ConfinedAttr<AnyAttr, [HasOffloadingTranslationAttrTrait]>;

def Tr_SelectObjectAttr : AttrDef<Tr_Dialect, "SelectObject", [OffloadingTranslationAttrTrait]> {
  let summary = "Selects the object to embed";
  let mnemonic = "select_object";
  let parameters = (ins OptionalParameter<"Attribute", "Target to select for embedding.">:$target);
  let assemblyFormat = "(`<` $target^ `>`)?";
}

def Tr_PlainAttr : AttrDef<Tr_Dialect, "Plain"> {
  let mnemonic = "plain";
}

def Tr_BoxType : TypeDef<Tr_Dialect, "Box", [ValueSemantics, Sealed]> {
  let summary = "A sealed box";
  let mnemonic = "box";
}

def Tr_LaunchOp : Op<Tr_Dialect, "launch"> {
  let summary = "Launches through an offloading handler";
  let arguments = (ins OffloadingTranslationAttr:$handler);
  let assemblyFormat = "$handler attr-dict";
}
