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

class Property<string storageTypeParam = "", string desc = "",
               string interfaceTypeParam = storageTypeParam>
    : PropConstraint<TruePred, desc, interfaceTypeParam> {
  // `summary`, `description`, `predicate` (over the interface value `$_self`,
  // checked by the verifier) and `interfaceType` (the Rust type getters
  // return and builders take) come from PropConstraint.
  // The Rust type stored in the properties struct.
  string storageType = storageTypeParam;
  // Stored value to interface value.
  code convertFromStorage = "$_storage.clone()";
  // Assigns an interface value to the storage.
  code assignToStorage = "$_storage = $_value";
  // Stored value to an attribute (for the generic form).
  code convertToAttribute =
    "::ods_runtime::property_value::PropertyValue::to_attribute(&$_storage, $_ctxt)";
  // Attribute to stored value: an `Option<storageType>` expression.
  code convertFromAttribute =
    "::ods_runtime::property_value::PropertyValue::from_attribute($_ctxt, $_attr)";
  // The value the property has when it is not set.
  string defaultValue = "";
  // The property may be absent (stored as `Option`).
  bit isOptional = 0;
  // The property this one refines (read by the classes below).
  Property baseProperty = ?;
}

def I32Prop : Property<"i32", "32-bit signless integer"> {
  let convertFromStorage = "$_storage";
  let convertToAttribute = "{ let ty = $_ctxt.int_type(32); $_ctxt.integer_attr(ty, i64::from($_storage)) }";
  let convertFromAttribute = "$_ctxt.integer_attr_value($_attr).and_then(|v| i32::try_from(v).ok())";
  let defaultValue = "0";
}

def I64Prop : Property<"i64", "64-bit signless integer"> {
  let convertFromStorage = "$_storage";
  let convertToAttribute = "{ let ty = $_ctxt.int_type(64); $_ctxt.integer_attr(ty, $_storage) }";
  let convertFromAttribute = "$_ctxt.integer_attr_value($_attr)";
  let defaultValue = "0";
}

def BoolProp : Property<"bool", "boolean"> {
  let convertFromStorage = "$_storage";
  let convertToAttribute = "$_ctxt.bool_attr($_storage)";
  let convertFromAttribute = "$_ctxt.integer_attr_value($_attr).map(|v| v != 0)";
  let defaultValue = "false";
}

def StringProp : Property<"String", "string"> {
  let convertToAttribute = "$_ctxt.string_attr(&$_storage)";
  let convertFromAttribute = "$_ctxt.string_attr_value($_attr)";
  let defaultValue = "String::new()";
}
def StrProp : Property<"String", "string"> {
  let convertToAttribute = StringProp.convertToAttribute;
  let convertFromAttribute = StringProp.convertFromAttribute;
  let defaultValue = StringProp.defaultValue;
}

class ArrayProp<Property elem, string newSummary = "array of " # elem.summary>
    : Property<"Vec<" # elem.storageType # ">", newSummary> {
  let convertToAttribute = "{ let ods_elems: Vec<::ods_runtime::Attribute> = $_storage.iter().map(|ods_v| { let ods_v = ods_v.clone(); " # !subst("$_storage", "ods_v", elem.convertToAttribute) # " }).collect(); $_ctxt.array_attr(&ods_elems) }";
  let convertFromAttribute = "match $_ctxt.attr_kind($_attr) { ::ods_runtime::attributes::AttrKind::Array(ods_elems) => ods_elems.iter().map(|ods_a| { let ods_a = *ods_a; " # !subst("$_attr", "ods_a", elem.convertFromAttribute) # " }).collect::<Option<Vec<_>>>(), _ => None }";
  let defaultValue = "Vec::new()";
}

// A property that may be absent.
class OptionalProp<Property p> : Property<"Option<" # p.storageType # ">", p.summary> {
  let interfaceType = "Option<" # p.interfaceType # ">";
  let convertFromStorage = "$_storage.clone()";
  let convertToAttribute = "match $_storage.clone() { Some(ods_inner) => " # !subst("$_storage", "ods_inner", p.convertToAttribute) # ", None => $_ctxt.unit_attr() }";
  let convertFromAttribute = "(" # p.convertFromAttribute # ").map(Some)";
  let isOptional = 1;
  let baseProperty = p;
}

// A property with a different default value.
class DefaultValuedProp<Property p, string default> : Property<p.storageType, p.summary> {
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

// Predicates for properties.
class IntMinValuePropPred<int n> : CPred<"$_self >= " # n>;
class IntMaxValuePropPred<int n> : CPred<"$_self <= " # n>;
class ArrayMinCountPropPred<int n> : CPred<"$_self.len() >= " # n>;

#endif // ODS_PROPERTIES
