//===-- CommonAttrConstraints.td - common attribute kinds ----*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `$_self` is an
// `ods_runtime::Attribute` (in `convertFromStorage` and predicates) and
// `$_ctxt` the `&ods_runtime::Context`; in `constBuilderCall`, `$0` is the
// Rust value and `$_builder` the `&mut ods_runtime::Context`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_COMMON_ATTR_CONSTRAINTS
#define ODS_COMMON_ATTR_CONSTRAINTS

include "mlir/IR/Constraints.td"
include "mlir/IR/CommonTypeConstraints.td"

// An attribute kind, with its Rust mapping.
class Attr<Pred condition, string descr = ""> : AttrConstraint<condition, descr> {
  // Rust type of the stored handle.
  string storageType = "::ods_runtime::Attribute";
  // Rust type the value getter returns.
  string returnType = "::ods_runtime::Attribute";
  // Storage (`$_self`) to return type.
  code convertFromStorage = "$_self";
  // Return-type value (`$0`) to storage, using `$_builder`.
  code constBuilderCall = ?;
  // Default value (a Rust expression of the return type) if not present.
  string defaultValue = ?;
  // The type of the attribute's value, for typed attributes (a description:
  // `constBuilderCall` is what builds the attribute with its type).
  Type valueType = ?;
  // The attribute may be absent.
  bit isOptional = 0;
  // The attribute is computed rather than stored.
  bit isDerivedAttr = 0;
  // The attribute this one refines (for OptionalAttr and friends).
  Attr baseAttr = ?;
  // The enum this attribute stores, for enum attributes.
  string enumClassName = "";
  // Long description (documentation; an enum's description documents the enum).
  string description = "";
  // For enums, MLIR's C++ namespace of the enum: ods-build generates enums into
  // the dialect's module and accepts only that namespace (`::mlir::arith` for
  // the `arith` dialect).
  string cppNamespace = "";
}

// An attribute computed from the op by `body` (Rust statements or an expression
// over `$_op` and `$_ctxt`, of type `ret`); never stored. As in MLIR it may be
// declared as a field of the op: `DerivedAttr name = DerivedAttr<"T", [{ ... }]>;`.
class DerivedAttr<code ret, code b> : Attr<CPred<"true">, "derived attribute"> {
  let returnType = ret;
  code body = b;
  let isDerivedAttr = 1;
}

// An attribute that may be absent; the getter returns `Option<returnType>`.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let isOptional = 1;
  let baseAttr = attr;
  let enumClassName = attr.enumClassName;
}

// An attribute that reads as `val` when absent.
class DefaultValuedAttr<Attr attr, string val> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let baseAttr = attr;
  let enumClassName = attr.enumClassName;
}

class DefaultValuedOptionalAttr<Attr attr, string val> : DefaultValuedAttr<attr, val>;

// `attr` further constrained by every predicate in `constraints`.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints> : Attr<
    And<!listconcat([attr.predicate],
                    !foreach(pred, constraints, pred.predicate))>,
    !foldl(attr.summary, constraints, prev, cur, prev # " " # cur.summary)> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
  let enumClassName = attr.enumClassName;
}

// Constraints for ConfinedAttr.
class IntMinValue<int n> : AttrConstraint<
    CPred<"$_ctxt.integer_attr_value($_self).is_some_and(|v| v >= " # n # ")">,
    "whose minimum value is " # n>;

class IntMaxValue<int n> : AttrConstraint<
    CPred<"$_ctxt.integer_attr_value($_self).is_some_and(|v| v <= " # n # ")">,
    "whose maximum value is " # n>;

class IntPositive : AttrConstraint<
    CPred<"$_ctxt.integer_attr_value($_self).is_some_and(|v| v > 0)">,
    "whose value is positive">;
def IntPositivePred : IntPositive;

class IntNonNegative : AttrConstraint<
    CPred<"$_ctxt.integer_attr_value($_self).is_some_and(|v| v >= 0)">,
    "whose value is non-negative">;
def IntNonNegativePred : IntNonNegative;

// Number of elements of an array or dense array attribute.
defvar OdsAttrCount = "(match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Array(a) => a.len(), ::ods_runtime::attributes::AttrKind::DenseArray { values, .. } => values.len(), _ => 0 })";

class ArrayMinCount<int n> : AttrConstraint<
    CPred<OdsAttrCount # " >= " # n>,
    "with at least " # n # " elements">;

class ArrayMaxCount<int n> : AttrConstraint<
    CPred<OdsAttrCount # " <= " # n>,
    "with at most " # n # " elements">;

class ArrayCount<int n> : AttrConstraint<
    CPred<OdsAttrCount # " == " # n>,
    "with exactly " # n # " elements">;

// The n-th integer element of an array attribute.
class OdsArrayNthElem<int index> {
  string result = "(match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Array(a) => a.get(" # index # ").and_then(|e| $_ctxt.integer_attr_value(*e)), _ => $_ctxt.dense_array_i64_values($_self).and_then(|v| v.get(" # index # ").copied()) })";
}

class IntArrayNthElemEq<int index, int value> : AttrConstraint<
    CPred<OdsArrayNthElem<index>.result # " == Some(" # value # ")">,
    "whose " # index # "-th element must be " # value>;

class IntArrayNthElemMinValue<int index, int min> : AttrConstraint<
    CPred<OdsArrayNthElem<index>.result # ".is_some_and(|v| v >= " # min # ")">,
    "whose " # index # "-th element must be at least " # min>;

class IntArrayNthElemMaxValue<int index, int max> : AttrConstraint<
    CPred<OdsArrayNthElem<index>.result # ".is_some_and(|v| v <= " # max # ")">,
    "whose " # index # "-th element must be at most " # max>;

// Any attribute.
def AnyAttr : Attr<CPred<"true">, "any attribute">;

// Integers.
class TypedIntAttrBase<Type attrValType, string retType, string descr>
    : Attr<And<[CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { .. })">,
                Concat<"match $_ctxt.attr_type($_self) { Some(ods_ty) => ",
                       SubstLeaves<"$_self", "ods_ty", attrValType.predicate>,
                       ", None => false }">]>,
           descr> {
  let returnType = retType;
  let convertFromStorage = "$_ctxt.integer_attr_value($_self).unwrap_or_default() as " # retType;
  let valueType = attrValType;
}

class SignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : Attr<CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.type_kind(*ty), ::ods_runtime::types::TypeKind::Integer { width: " # attrValType.bitwidth # ", signedness: ::ods_runtime::types::Signedness::Signless }))">,
           descr> {
  let returnType = retType;
  let convertFromStorage = "$_ctxt.integer_attr_value($_self).unwrap_or_default() as " # retType;
  let constBuilderCall = "{ let ty = $_builder.int_type(" # attrValType.bitwidth # "); $_builder.integer_attr(ty, i64::from($0)) }";
  let valueType = attrValType;
}

def I1Attr : SignlessIntegerAttrBase<I1, "bool", "1-bit signless integer attribute"> {
  let convertFromStorage = "$_ctxt.integer_attr_value($_self).unwrap_or_default() != 0";
}
def I8Attr : SignlessIntegerAttrBase<I8, "i8", "8-bit signless integer attribute">;
def I16Attr : SignlessIntegerAttrBase<I16, "i16", "16-bit signless integer attribute">;
def I32Attr : SignlessIntegerAttrBase<I32, "i32", "32-bit signless integer attribute">;
def I64Attr : SignlessIntegerAttrBase<I64, "i64", "64-bit signless integer attribute"> {
  let convertFromStorage = "$_ctxt.integer_attr_value($_self).unwrap_or_default()";
  let constBuilderCall = "{ let ty = $_builder.int_type(64); $_builder.integer_attr(ty, $0) }";
}

def IndexAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if $_ctxt.is_index(*ty))">,
    "index attribute"> {
  let returnType = "i64";
  let convertFromStorage = "$_ctxt.integer_attr_value($_self).unwrap_or_default()";
  let constBuilderCall = "{ let ty = $_builder.index_type(); $_builder.integer_attr(ty, $0) }";
}

def AnyIntegerAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { .. })">,
    "arbitrary integer attribute"> {
  let returnType = "i64";
  let convertFromStorage = "$_ctxt.integer_attr_value($_self).unwrap_or_default()";
}

def BoolAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.type_kind(*ty), ::ods_runtime::types::TypeKind::Integer { width: 1, signedness: ::ods_runtime::types::Signedness::Signless }))">,
    "bool attribute"> {
  let returnType = "bool";
  let convertFromStorage = "$_ctxt.integer_attr_value($_self).unwrap_or_default() != 0";
  let constBuilderCall = "$_builder.bool_attr($0)";
}

// Floats.
def F32Attr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Float { ty, .. } if matches!($_ctxt.type_kind(*ty), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::F32)))">,
    "32-bit float attribute"> {
  let returnType = "f64";
  let convertFromStorage = "$_ctxt.float_attr_value($_self).unwrap_or_default()";
  let constBuilderCall = "{ let ty = $_builder.f32_type(); $_builder.float_attr(ty, $0) }";
}
def F64Attr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Float { ty, .. } if matches!($_ctxt.type_kind(*ty), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::F64)))">,
    "64-bit float attribute"> {
  let returnType = "f64";
  let convertFromStorage = "$_ctxt.float_attr_value($_self).unwrap_or_default()";
  let constBuilderCall = "{ let ty = $_builder.f64_type(); $_builder.float_attr(ty, $0) }";
}
def AnyFloatAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Float { .. })">,
    "arbitrary float attribute"> {
  let returnType = "f64";
  let convertFromStorage = "$_ctxt.float_attr_value($_self).unwrap_or_default()";
}

// Strings, units, types, symbols.
def StrAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::String { .. })">,
    "string attribute"> {
  let returnType = "String";
  let convertFromStorage = "$_ctxt.string_attr_value($_self).unwrap_or_default()";
  let constBuilderCall = "$_builder.string_attr(&$0)";
}

def UnitAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Unit)">,
    "unit attribute"> {
  let returnType = "bool";
  let convertFromStorage = "true";
  // A unit attribute is present or not: it reads `false` when absent, and setting it to
  // `false` removes it.
  let constBuilderCall = "$_builder.unit_attr()";
  let defaultValue = "false";
}

def TypeAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Type(_))">,
    "any type attribute"> {
  // `None` only for an attribute that failed verification.
  let returnType = "Option<::ods_runtime::Type>";
  let convertFromStorage = "match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Type(t) => Some(*t), _ => None }";
}

class TypeAttrOf<Type ty> : Attr<
    Concat<"match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Type(ods_ty) => { let ods_ty = *ods_ty; ",
           SubstLeaves<"$_self", "ods_ty", ty.predicate>,
           " } _ => false }">,
    "type attribute of " # ty.summary> {
  let returnType = "Option<::ods_runtime::Type>";
  let convertFromStorage = TypeAttr.convertFromStorage;
}

def SymbolRefAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::SymbolRef { .. })">,
    "symbol reference attribute">;

def FlatSymbolRefAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::SymbolRef { nested, .. } if nested.is_empty())">,
    "flat symbol reference attribute"> {
  let returnType = "String";
  let convertFromStorage = "match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::SymbolRef { root, .. } => $_ctxt.ident_str(*root).to_string(), _ => String::new() }";
  let constBuilderCall = "$_builder.flat_symbol_ref_attr(&$0)";
}

def SymbolNameAttr : Attr<StrAttr.predicate, "string attribute"> {
  let returnType = "String";
  let convertFromStorage = StrAttr.convertFromStorage;
  let constBuilderCall = StrAttr.constBuilderCall;
}

def DictionaryAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Dictionary(_))">,
    "dictionary of named attribute values">;

// Arrays.
def ArrayAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Array(_))">,
    "array attribute"> {
  let returnType = "Vec<::ods_runtime::Attribute>";
  let convertFromStorage = "match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Array(a) => a.clone(), _ => Vec::new() }";
  let constBuilderCall = "$_builder.array_attr(&$0)";
}

// An array whose every element satisfies `element`.
class TypedArrayAttrBase<Attr element, string summary> : Attr<
    Concat<"match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Array(ods_elems) => ods_elems.iter().all(|ods_elem| { let ods_elem = *ods_elem; ",
           SubstLeaves<"$_self", "ods_elem", element.predicate>,
           " }), _ => false }">,
    summary> {
  let returnType = "Vec<::ods_runtime::Attribute>";
  let convertFromStorage = ArrayAttr.convertFromStorage;
  let constBuilderCall = ArrayAttr.constBuilderCall;
  // The element kind (a description: `predicate` checks the elements).
  Attr elementAttr = element;
}

def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute"> {
  let returnType = "Vec<i32>";
  let convertFromStorage = "match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.integer_attr_value(*e).unwrap_or_default() as i32).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let ty = $_builder.int_type(32); let elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|v| $_builder.integer_attr(ty, i64::from(*v))).collect(); $_builder.array_attr(&elems) }";
}
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let returnType = "Vec<i64>";
  let convertFromStorage = "match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.integer_attr_value(*e).unwrap_or_default()).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let ty = $_builder.int_type(64); let elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|v| $_builder.integer_attr(ty, *v)).collect(); $_builder.array_attr(&elems) }";
}
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute"> {
  let returnType = "Vec<String>";
  let convertFromStorage = "match $_ctxt.attr_kind($_self) { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.string_attr_value(*e).unwrap_or_default()).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|v| $_builder.string_attr(v)).collect(); $_builder.array_attr(&elems) }";
}
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute">;

// Dense arrays (`array<i32: 1, 2>`).
class DenseArrayAttrBase<I eltType, string retElem, string summary> : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::DenseArray { elem, .. } if matches!($_ctxt.type_kind(*elem), ::ods_runtime::types::TypeKind::Integer { width: " # eltType.bitwidth # ", signedness: ::ods_runtime::types::Signedness::Signless }))">,
    summary> {
  let returnType = "Vec<" # retElem # ">";
  let convertFromStorage = "$_ctxt.dense_array_i64_values($_self).unwrap_or_default().into_iter().map(|v| v as " # retElem # ").collect()";
  let constBuilderCall = "{ let ty = $_builder.int_type(" # eltType.bitwidth # "); let values: Vec<i64> = $0.iter().map(|v| i64::from(*v)).collect(); $_builder.dense_i64_array_attr(ty, &values) }";
}

def DenseBoolArrayAttr : DenseArrayAttrBase<I1, "i64", "i1 dense array attribute">;
def DenseI8ArrayAttr : DenseArrayAttrBase<I8, "i8", "i8 dense array attribute">;
def DenseI16ArrayAttr : DenseArrayAttrBase<I16, "i16", "i16 dense array attribute">;
def DenseI32ArrayAttr : DenseArrayAttrBase<I32, "i32", "i32 dense array attribute">;
def DenseI64ArrayAttr : DenseArrayAttrBase<I64, "i64", "i64 dense array attribute">;

// Elements attributes.
def ElementsAttr : Attr<
    CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::DenseElements { .. } | ::ods_runtime::attributes::AttrKind::DenseStrings { .. })">,
    "constant vector/tensor attribute">;

// A typed attribute whose type the builder fixes (for constants).
def TypedAttrInterface : Attr<
    CPred<"$_ctxt.attr_type($_self).is_some()">,
    "TypedAttr instance">;

#endif // ODS_COMMON_ATTR_CONSTRAINTS
