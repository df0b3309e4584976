//===-- Properties.td - op properties ------------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. A property is stored in the
// op's typed properties struct as `storageType`; getters return
// `interfaceType`. Placeholders: `$_storage` (the stored value),
// `$_value` (an interface value), `$_attr` (an attribute), `$_ctxt`
// (`&Context`, `&mut Context` in convertToAttribute).
//
// A property of any storage type may be declared (`Property<"MyType">`): its
// default conversions to and from an attribute use the runtime trait
// `ods_runtime::property_value::PropertyValue`, implemented for integers,
// floats, `bool`, `String`, `Vec`, `Option`, tuples, `Type`, `Attribute` and
// `ApInt`. Implement it for your own type, or set `convertToAttribute` and
// `convertFromAttribute`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_PROPERTIES
#define ODS_PROPERTIES

include "mlir/IR/Constraints.td"
include "mlir/IR/Utils.td"

class Property<string storageTypeParam = "", string desc = "",
               string interfaceTypeParam = storageTypeParam>
    : PropConstraint<TruePred, desc, interfaceTypeParam> {
  // `summary`, `description`, `predicate` (over the interface value `$_self`,
  // checked by the verifier) and `interfaceType` (the Rust type getters
  // return and builders take) come from PropConstraint.
  // The Rust type stored in the properties struct.
  string storageType = storageTypeParam;
  // Stored value to interface value. `Clone::clone` as a function, not a method: the
  // storage may be `Copy` (clippy's `clone_on_copy` flags `.clone()` on it).
  code convertFromStorage = "::core::clone::Clone::clone(&$_storage)";
  // Assigns an interface value to the storage.
  code assignToStorage = "$_storage = $_value";
  // Stored value to an attribute (for the generic form).
  code convertToAttribute =
    "::ods_runtime::property_value::PropertyValue::to_attribute(&$_storage, $_ctxt)";
  // Attribute to stored value: an `Option<storageType>` expression.
  code convertFromAttribute =
    "::ods_runtime::property_value::PropertyValue::from_attribute($_ctxt, $_attr)";
  // The value the property has when it is not set (a Rust expression of the interface
  // type). As upstream, only some kinds have one: a property without one must be given
  // (it is required in a `prop-dict`, and cannot anchor an optional group); its storage
  // then starts at the Rust type's `Default`.
  string defaultValue = "";
  // The property may be absent (stored as `Option`).
  bit isOptional = 0;
  // The initial value of the storage when it differs from `defaultValue`: refused (the
  // storage starts at the default value).
  string storageTypeValueOverride = "";
  // A custom hash of the storage: refused when set (a property is hashed and compared
  // through its Rust storage type).
  code hashProperty = "";
  // The bytecode encoding of the storage. Empty: the encoding of the property's kind (an
  // `IntProp` is a varint, a `StringProp` a string, ... as upstream's kinds write them),
  // or for a property of no kind of this library, through its attribute form. The
  // encoding through the attribute form may be named (`readMlirBytecodeUsingConvertFromAttribute`
  // and `writeMlirBytecodeWithConvertToAttribute` below); C++ code is refused.
  code readFromMlirBytecode = "";
  code writeToMlirBytecode = "";
  // The property this one refines (read by the classes below).
  Property baseProperty = ?;
}

// A property's bytecode encoding through its attribute form, as upstream names it:
// `writeAttribute` of `convertToAttribute`, read back through `convertFromAttribute`.
defvar readMlirBytecodeUsingConvertFromAttribute = "through the attribute form";
defvar writeMlirBytecodeWithConvertToAttribute = "through the attribute form";

// An integer property; its summary is its storage type unless `desc` says otherwise. In an
// assembly format it is written as a decimal integer.
class IntProp<string storageTypeParam, string desc = "">
    : Property<storageTypeParam, !if(!empty(desc), storageTypeParam, desc)> {
  let convertFromStorage = "$_storage";
}
class IntProperty<string storageTypeParam, string desc = "">
    : IntProp<storageTypeParam, desc>, Deprecated<"moved to the shorter name IntProp">;

// As upstream's, summarized by their C++ storage types.
class OdsI32Prop : IntProp<"i32", "int32_t"> {
  let convertToAttribute = "{ let ods_ty = ::ods_runtime::Type::int($_ctxt, 32); ::ods_runtime::Attribute::integer($_ctxt, ods_ty, i64::from($_storage)) }";
  let convertFromAttribute = "$_ctxt.attr($_attr).integer_value().and_then(|v| i32::try_from(v).ok())";
}
class OdsI64Prop : IntProp<"i64", "int64_t"> {
  let convertToAttribute = "{ let ods_ty = ::ods_runtime::Type::int($_ctxt, 64); ::ods_runtime::Attribute::integer($_ctxt, ods_ty, $_storage) }";
  let convertFromAttribute = "$_ctxt.attr($_attr).integer_value()";
}
def I32Prop : OdsI32Prop;
def I64Prop : OdsI64Prop;
def I32Property : OdsI32Prop, Deprecated<"moved to shorter name I32Prop">;
def I64Property : OdsI64Prop, Deprecated<"moved to shorter name I64Prop">;

// `true` or `false`.
class _cls_BoolProp : IntProp<"bool", "boolean"> {
  let convertToAttribute = "::ods_runtime::Attribute::bool($_ctxt, $_storage)";
  let convertFromAttribute = "$_ctxt.attr($_attr).integer_value().map(|v| v != 0)";
}
def BoolProp : _cls_BoolProp;
def BoolProperty : _cls_BoolProp, Deprecated<"moved to shorter name BoolProp">;

// A quoted string.
class _cls_StringProp : Property<"String", "string"> {
  let convertToAttribute = "::ods_runtime::Attribute::string($_ctxt, &$_storage)";
  let convertFromAttribute = "$_ctxt.attr($_attr).string_value()";
}
def StringProp : _cls_StringProp;
def StringProperty : _cls_StringProp, Deprecated<"moved to shorter name StringProp">;
def StrProp : _cls_StringProp;

// A flag, false unless set: `unit` or `unit_absent` in an assembly format (an optional
// group anchored on it writes only its literals), `unit` or `false` as an attribute.
class _cls_UnitProp : Property<"bool", "unit property"> {
  let summary = "unit property";
  let description = [{
    A property whose presence or absence is a flag, stored as a `bool` that defaults to
    false (the property counterpart of `UnitAttr`).
  }];
  let convertFromStorage = "$_storage";
  let convertToAttribute = "if $_storage { ::ods_runtime::Attribute::unit($_ctxt) } else { ::ods_runtime::Attribute::bool($_ctxt, false) }";
  let convertFromAttribute = "if $_ctxt.attr($_attr).is_unit() { Some(true) } else { $_ctxt.attr($_attr).bool_value() }";
  let defaultValue = "false";
}
def UnitProp : _cls_UnitProp;
def UnitProperty : _cls_UnitProp, Deprecated<"moved to shorter name UnitProp">;

class ArrayProp<Property elem, string newSummary = "array of " # elem.summary>
    : Property<"Vec<" # elem.storageType # ">", newSummary> {
  // Written `[a, b]` in an assembly format, each element in its own form.
  Property elementProp = elem;
  // Every element satisfies the element's predicate.
  let predicate = !if(!eq(elem.predicate, TruePred), TruePred,
      Concat<"$_self.iter().all(|ods_e| ", SubstLeaves<"$_self", "(*ods_e)", elem.predicate>, ")">);
  let convertToAttribute = "{ let ods_elems: Vec<::ods_runtime::Attribute> = $_storage.iter().map(|ods_v| { let ods_v = ::core::clone::Clone::clone(ods_v); " # !subst("$_storage", "ods_v", elem.convertToAttribute) # " }).collect(); ::ods_runtime::Attribute::array($_ctxt, &ods_elems) }";
  let convertFromAttribute = "match $_ctxt.attr($_attr).kind() { ::ods_runtime::attributes::AttrKind::Array(ods_elems) => ods_elems.iter().map(|ods_a| { let ods_a = *ods_a; " # !subst("$_attr", "ods_a", elem.convertFromAttribute) # " }).collect::<Option<Vec<_>>>(), _ => None }";
}

class ArrayProperty<Property elem, string newSummary = "array of " # elem.summary>
    : ArrayProp<elem, newSummary>, Deprecated<"moved to shorter name ArrayProp">;
// An array of integers, written `[1, 2]` in an assembly format; its attribute form is the
// dense array of the elements' width (`array<i64: 1, 2>`), as upstream's.
class IntArrayProp<Property elem, string newSummary = "array of " # elem.summary>
    : ArrayProp<elem, newSummary> {
  let convertToAttribute = "{ let ods_ty = ::ods_runtime::Type::int($_ctxt, (::std::mem::size_of::<" # elem.storageType # ">() * 8) as u32); " # !if(!eq(elem.storageType, "i64"), "::ods_runtime::Attribute::dense_i64_array($_ctxt, ods_ty, &$_storage) }", "let ods_vals: Vec<i64> = $_storage.iter().map(|ods_v| *ods_v as i64).collect(); ::ods_runtime::Attribute::dense_i64_array($_ctxt, ods_ty, &ods_vals) }");
  // The values are `i64`s: an `i64` element is one as it is (no cast to its own type).
  let convertFromAttribute = !if(!eq(elem.storageType, "i64"),
      "$_ctxt.attr($_attr).dense_i64_values()",
      "$_ctxt.attr($_attr).dense_i64_values().map(|ods_vals| ods_vals.into_iter().map(|ods_v| ods_v as " # elem.storageType # ").collect())");
}
class IntArrayProperty<Property elem, string newSummary = "array of " # elem.summary>
    : IntArrayProp<elem, newSummary>, Deprecated<"moved to shorter name IntArrayProp">;

// A property that may be absent (defaulting to absent), held as an array of zero or one
// element in its attribute form, as upstream. In an assembly format it is `none` or the
// value; the value is written `some<value>` instead when `p` has a default value or
// `canDelegateParsing` is 0.
class OptionalProp<Property p, bit canDelegateParsing = 1>
    : Property<"Option<" # p.storageType # ">", "optional " # p.summary> {
  bit delegatesParsing = canDelegateParsing;
  let interfaceType = "Option<" # p.interfaceType # ">";
  let convertFromStorage = "::core::clone::Clone::clone(&$_storage)";
  let convertToAttribute = "match ::core::clone::Clone::clone(&$_storage) { Some(ods_inner) => { let ods_a = { " # !subst("$_storage", "ods_inner", p.convertToAttribute) # " }; ::ods_runtime::Attribute::array($_ctxt, &[ods_a]) } None => ::ods_runtime::Attribute::array($_ctxt, &[]) }";
  let convertFromAttribute = "match $_ctxt.attr($_attr).kind() { ::ods_runtime::attributes::AttrKind::Array(ods_elems) if ods_elems.is_empty() => Some(None), ::ods_runtime::attributes::AttrKind::Array(ods_elems) if ods_elems.len() == 1 => { let ods_a = ods_elems[0]; (" # !subst("$_attr", "ods_a", p.convertFromAttribute) # ").map(Some) } _ => None }";
  let isOptional = 1;
  let baseProperty = p;
  // Absent, or a value satisfying `p`'s predicate.
  let predicate = !if(!eq(p.predicate, TruePred), TruePred,
      Or<[CPred<"$_self.is_none()">,
          SubstLeaves<"$_self", "::core::clone::Clone::clone(&$_self).unwrap()", p.predicate>]>);
}

class OptionalProperty<Property p, bit canDelegateParsing = 1>
    : OptionalProp<p, canDelegateParsing>, Deprecated<"moved to shorter name OptionalProp">;

// A property with a different default value. An initial storage value other than
// `default` (`storageDefault`) is refused: the storage starts at `default`.
class DefaultValuedProp<Property p, string default = "", string storageDefault = "">
    : Property<p.storageType, p.summary> {
  let storageTypeValueOverride = storageDefault;
  let interfaceType = p.interfaceType;
  let convertFromStorage = p.convertFromStorage;
  let assignToStorage = p.assignToStorage;
  let convertToAttribute = p.convertToAttribute;
  let convertFromAttribute = p.convertFromAttribute;
  let defaultValue = default;
  let predicate = p.predicate;
  let baseProperty = p;
}

// A property further constrained by `pred` (over `$_self`, the interface value).
class ConfinedProp<Property p, Pred pred, string newSummary = "">
    : Property<p.storageType, !if(!empty(newSummary), p.summary, newSummary)> {
  let interfaceType = p.interfaceType;
  let convertFromStorage = p.convertFromStorage;
  let assignToStorage = p.assignToStorage;
  let convertToAttribute = p.convertToAttribute;
  let convertFromAttribute = p.convertFromAttribute;
  let defaultValue = p.defaultValue;
  let predicate = And<[p.predicate, pred]>;
  let baseProperty = p;
}

class DefaultValuedProperty<Property p, string default = "", string storageDefault = "">
    : DefaultValuedProp<p, default, storageDefault>,
      Deprecated<"moved to shorter name DefaultValuedProp">;
class ConfinedProperty<Property p, Pred pred, string newSummary = "">
    : ConfinedProp<p, pred, newSummary>, Deprecated<"moved to shorter name ConfinedProp">;

// A property that must equal `val` (a Rust expression of its interface type).
class ConstantProp<Property prop, string val>
    : ConfinedProp<prop, CPred<"$_self == " # val>,
                   "constant '" # prop.summary # "': " # val> {
  string value = val;
}

// Predicates for properties.
class IntMinValuePropPred<int n> : CPred<"$_self >= " # n>;
class IntMaxValuePropPred<int n> : CPred<"$_self <= " # n>;
class ArrayMinCountPropPred<int n> : CPred<"$_self.len() >= " # n>;

#endif // ODS_PROPERTIES
