//===-- AttrTypeBase.td - TypeDef and AttrDef ----------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Parameters have Rust types
// (`Clone + Eq + Hash + Debug`); builder bodies are Rust expressions that
// return the parameters as a tuple.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_ATTRTYPEBASE
#define ODS_ATTRTYPEBASE

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Traits.td"

// One parameter.
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  string cppType = type;
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  string summary = desc;
  string defaultValue = ?;
  bit isOptional = 0;
  string syntax = ?;
  // Not supported by ods-build (refused when set): parameters are stored as their Rust
  // type, compared with `Eq`, and printed and parsed through `DialectParam`.
  code allocator = ?;
  code comparator = ?;
  string cppStorageType = cppType;
  string convertFromStorage = "$_self";
  string parser = ?;
  string printer = ?;
}
class AttrParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;

// A default `value` is a string literal, written with its quotes as in C++.
class StringRefParameter<string desc = "", string value = "">
    : AttrOrTypeParameter<"::llvm::StringRef", desc> {
  let defaultValue = !if(!empty(value), ?, "String::from(" # value # ")");
}
class ArrayRefParameter<string arrayOf, string desc = "">
    : AttrOrTypeParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc>;
// An array that may be empty; empty is its default.
class OptionalArrayRefParameter<string arrayOf, string desc = "">
    : AttrOrTypeParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc> {
  let isOptional = 1;
  let defaultValue = "Vec::new()";
}
// Integers of any width (`::ods_runtime::attributes::ApInt`, compared with their width).
class APIntParameter<string desc>
    : AttrOrTypeParameter<"::ods_runtime::attributes::ApInt", desc>;
// `::llvm::APFloat` has no Rust counterpart that is `Eq + Hash`: using this parameter is a
// located error saying what to write instead.
class APFloatParameter<string desc> : AttrOrTypeParameter<"::llvm::APFloat", desc>;
// Rust values own their storage: these are plain parameters.
class SelfAllocationParameter<string type, string desc>
    : AttrOrTypeParameter<type, desc>;
class ArrayRefOfSelfAllocationParameter<string arrayOf, string desc>
    : AttrOrTypeParameter<"Vec<" # arrayOf # ">", desc>;
// Absent is `None`. A type that is already optional (`std::optional<int>`,
// `Option<i32>`) is not wrapped again.
class OptionalParameter<string type, string desc = "">
    : AttrOrTypeParameter<!if(!or(!eq(!find(type, "std::optional<"), 0),
                                 !eq(!find(type, "Option<"), 0)),
                             type, "Option<" # type # ">"), desc> {
  let isOptional = 1;
  let defaultValue = "None";
}
class DefaultValuedParameter<string type, string value, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}
// The attribute's own type: not read by its format but written after the attribute
// (`#dialect.mnemonic<...> : i32`), and printed there when the attribute has
// `TypedAttrInterface`. Absent, it is `none` for `::mlir::Type`; a narrower class
// (`::mlir::ShapedType`) is required unless `typeBuilder` (Rust, with `$_ctxt`) gives one.
class AttributeSelfTypeParameter<string desc,
                                 string derivedType = "::mlir::Type",
                                 string typeBuilder = "">
    : AttrOrTypeParameter<derivedType, desc> {
  let defaultValue = !if(!and(!empty(typeBuilder), !eq(derivedType, "::mlir::Type")),
                         "::ods_runtime::Type::none($_ctxt)",
                         !if(!empty(typeBuilder), ?, typeBuilder));
}

// A custom builder: parameters and a Rust body returning the parameter tuple.
class AttrOrTypeBuilder<dag parameters, code bodyCode = "", string returnTypeStr = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
  string returnType = returnTypeStr;
  // Builders always take the context: 1 is refused.
  bit hasInferredContextParam = 0;
}
class AttrBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
// Builders whose context C++ infers from a parameter: in Rust they take the context
// first, as every builder does (handles carry no context).
class AttrOrTypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                           string returnType = "">
    : TypeBuilder<parameters, bodyCode, returnType> {
  let hasInferredContextParam = 1;
}
class AttrBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;
class TypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;

class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits = [],
                    string baseCppClass = ""> {
  string cppClassName = name # valueType;
  string summary = "";
  code description = "";
  dag parameters = (ins);
  list<AttrOrTypeBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string mnemonic = ?;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genAccessors = 1;
  bit genVerifyDecl = 0;
  bit genStorageClass = 1;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
  list<Trait> traits = defTraits;
  // The storage struct: always generated, named `<cppClassName>Storage` beside the handle.
  // Another name, namespace or a hand-written constructor is refused. (Upstream's default
  // is `name # valueType # "Storage"`, the same unless `cppClassName` is changed.)
  string storageClass = cppClassName # "Storage";
  string storageNamespace = "detail";
  bit hasStorageCustomConstructor = 0;
  // Definitions are handles over `::ods_runtime::Type` or `::ods_runtime::Attribute`
  // (upstream's default bases, `::mlir::Type` and `::mlir::Attribute`): another base is
  // refused.
  string cppBaseClassName = baseCppClass;
  // Upstream generates an asm alias named after the mnemonic (`#loop_unroll = ...`).
  // Not supported by ods-build yet: 1 is refused.
  bit genMnemonicAlias = 0;
}

// A definition is also a constraint: an attribute or type of this definition (op
// arguments and results may name it; getters return the plain handle).
class AttrDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Attribute">
    : AttrOrTypeDef<"Attr", name, traits, baseCppClass>,
      DialectAttr<dialect, CPred<name # "Attr::cast($_ctxt, $_self).is_some()">> {
  // The C++ class with its namespace, as upstream names it (for specs that refer to it).
  string cppType = dialect.cppNamespace # "::" # cppClassName;
  // The attribute's full name. Anything but `dialect.mnemonic` is refused.
  string attrName = dialect.name # "." # mnemonic;
}

class TypeDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Type">
    : AttrOrTypeDef<"Type", name, traits, baseCppClass>,
      DialectType<dialect, CPred<name # "Type::cast($_ctxt, $_self).is_some()">> {
  // The type's full name. Anything but `dialect.mnemonic` is refused.
  string typeName = dialect.name # "." # mnemonic;
  // A type without parameters is buildable, as upstream's.
  let builderCall = !if(!empty(parameters),
                        "::ods_runtime::Type::from(" # name # "Type::get(&*$_builder))",
                        "");
}

// An attribute holding a list of `eltName` (a Rust type, or a C++ one ods-build maps),
// written `[a, b]` after its mnemonic; attribute elements are written in their stripped
// form. The handle has `len` and `is_empty` besides the `value` accessor.
class ArrayOfAttr<Dialect dialect, string name, string attrMnemonic,
                  string eltName, list<Trait> traits = []>
    : AttrDef<dialect, name, traits> {
  let parameters = (ins OptionalArrayRefParameter<eltName>:$value);
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`[` (`]`) : ($value^ `]`)?";

  let extraClassDeclaration = [{
    /// The number of elements.
    pub fn len(self, ctx: &::ods_runtime::Context) -> usize {
        self.value(ctx).len()
    }

    /// Whether the list is empty.
    pub fn is_empty(self, ctx: &::ods_runtime::Context) -> bool {
        self.value(ctx).is_empty()
    }
  }];
}

// Type and attribute traits. A native one (`NativeAttrTrait`, `NativeTypeTrait`, or a
// bare `NativeTrait` for any entity) is the marker type `<cppNamespace>::<name>`, which
// the dialect registers for each definition listing it; `AttrRef::has_trait` and
// `TypeRef::has_trait` are MLIR's `hasTrait<T>()`, and its extra declarations join
// the definition's. The parameterized, internal and predicate traits are refused where a
// definition lists them.
class NativeAttrTrait<string name, code extraAttrDeclaration = "",
                      code extraAttrDefinition = "">
    : NativeTrait<name, "Attribute", extraAttrDeclaration, extraAttrDefinition>;
class ParamNativeAttrTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Attribute">;
class GenInternalAttrTrait<string prop> : GenInternalTrait<prop, "Attribute">;
class PredAttrTrait<string descr, Pred pred> : PredTrait<descr, pred>;

class NativeTypeTrait<string name, code extraTypeDeclaration = "",
                      code extraTypeDefinition = "">
    : NativeTrait<name, "Type", extraTypeDeclaration, extraTypeDefinition>;
class ParamNativeTypeTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Type">;
class GenInternalTypeTrait<string prop> : GenInternalTrait<prop, "Type">;
class PredTypeTrait<string descr, Pred pred> : PredTrait<descr, pred>;

def MutableType : NativeTypeTrait<"IsMutable"> {
  let odsUnsupported = "mutable types are not supported: the runtime's types are immutable "
    "uniqued values";
}

// A dialect location attribute: the location trait it carries is refused where it is
// used, as type and attribute traits are.
// The trait of location attributes; the runtime's locations are its own (no dialect
// attribute is one).
def IsLocationAttrTrait : NativeAttrTrait<"IsLocation"> {
  let odsUnsupported = "dialect location attributes are not supported: the runtime's "
    "locations are its builtin ones";
}
class LocationAttrDef<Dialect dialect, string name, list<Trait> traits = []>
    : AttrDef<dialect, name, traits # [IsLocationAttrTrait]>;

#endif // ODS_ATTRTYPEBASE
