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
include "mlir/IR/DialectBase.td"

// An attribute kind, with its Rust mapping.
class Attr<Pred condition, string summary = ""> : AttrConstraint<condition, summary> {
  // Rust type of the stored handle.
  string storageType = "::ods_runtime::Attribute";
  // The kind MLIR stores the attribute as (its C++ `storageType` class without
  // `::mlir::`: `IntegerAttr`, `StringAttr`, ...), which setting properties from a
  // dictionary checks before the verifier runs; `Pred` when that class is the constraint
  // itself; empty for any attribute.
  string storageAttrKind = "";
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

// An attribute of dialect `d` (a description: the predicate decides).
class DialectAttr<Dialect d, Pred condition, string summary = ""> :
    Attr<condition, summary> {
  Dialect dialect = d;
}

// An attribute computed from the op by `b` (Rust statements or an expression
// over `$_op` and `$_ctxt`, of type `ret`); never stored. As in MLIR it may be
// declared as a field of the op: `DerivedAttr name = DerivedAttr<"T", [{ ... }]>;`.
// `convert` (turning the value into an attribute) is kept as a description.
class DerivedAttr<code ret, code b, code convert = ""> : Attr<CPred<"true">, "derived attribute"> {
  let returnType = ret;
  code body = b;
  code convertToAttr = convert;
  let isDerivedAttr = 1;
}

// A derived attribute whose value is a type.
class DerivedTypeAttr<code body> : DerivedAttr<"::ods_runtime::Type", body>;

// An attribute that may be absent; the getter returns `Option<returnType>`.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let storageAttrKind = attr.storageAttrKind;
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
  let storageAttrKind = attr.storageAttrKind;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let baseAttr = attr;
  let enumClassName = attr.enumClassName;
}

class DefaultValuedOptionalAttr<Attr attr, string val> : DefaultValuedAttr<attr, val>;

// A string attribute defaulting to the text `val` (written without quotes).
class DefaultValuedStrAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, "String::from(\"" # val # "\")">;
class DefaultValuedOptionalStrAttr<Attr attr, string val>
    : DefaultValuedOptionalAttr<attr, "String::from(\"" # val # "\")">;

// `attr` further constrained by every predicate in `constraints`.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints> : Attr<
    And<!listconcat([attr.predicate],
                    !foreach(pred, constraints, pred.predicate))>,
    !foldl(attr.summary, constraints, prev, cur, prev # " " # cur.summary)> {
  let storageType = attr.storageType;
  let storageAttrKind = attr.storageAttrKind;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
  let enumClassName = attr.enumClassName;
  list<AttrConstraint> attrConstraints = constraints;
}

// An attribute satisfying every constraint of `constraints`.
class AllAttrOf<list<AttrConstraint> constraints> : AttrConstraint<
    And<!listconcat([!head(constraints).predicate],
                    !foreach(pred, !tail(constraints), pred.predicate))>,
    !interleave(!foreach(con, constraints, con.summary), " and ")>;

// A typed attribute (`attrKind` is `IntegerAttr` or `FloatAttr`) whose value
// has type `attrValType`; the builder makes it from a Rust number.
class TypedAttrBase<Type attrValType, string attrKind, Pred condition,
                    string descr> : Attr<condition, descr> {
  let storageAttrKind = attrKind;
  let constBuilderCall = !cond(
      !eq(attrKind, "FloatAttr"):
          "{ let ods_ty = " # attrValType.builderCall # "; ::ods_runtime::Attribute::float($_builder, ods_ty, $0) }",
      true:
          "{ let ods_ty = " # attrValType.builderCall # "; ::ods_runtime::Attribute::integer($_builder, ods_ty, $0) }");
  let valueType = attrValType;
}

//===----------------------------------------------------------------------===//
// Any attribute.
//===----------------------------------------------------------------------===//

def AnyAttr : Attr<CPred<"true">, "any attribute">;

// An attribute satisfying one of `allowedAttrs`; the getter returns `cppType`
// converted by `fromStorage`.
class AnyAttrOf<list<Attr> allowedAttrs, string summary = "",
                string cppType = "::ods_runtime::Attribute",
                string fromStorage = "$_self"> : Attr<
    Or<!foreach(allowedattr, allowedAttrs, allowedattr.predicate)>,
    !if(!eq(summary, ""),
        !interleave(!foreach(t, allowedAttrs, t.summary), " or "),
        summary)> {
  let returnType = cppType;
  let convertFromStorage = fromStorage;
  list<Attr> allowedAttributes = allowedAttrs;
}

def LocationAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Location(_))">,
    "location attribute"> {
  let storageAttrKind = "LocationAttr";
}

//===----------------------------------------------------------------------===//
// Integers.
//===----------------------------------------------------------------------===//

defvar OdsIntegerAttrPred = "matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { .. })";

def BoolAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.ty(*ty).kind(), ::ods_runtime::types::TypeKind::Integer { width: 1, signedness: ::ods_runtime::types::Signedness::Signless }))">,
    "bool attribute"> {
  let storageAttrKind = "BoolAttr";
  let returnType = "bool";
  let valueType = I1;
  let convertFromStorage = "$_ctxt.attr($_self).integer_value().unwrap_or_default() != 0";
  let constBuilderCall = "::ods_runtime::Attribute::bool($_builder, $0)";
}

def IndexAttr : TypedAttrBase<Index, "IntegerAttr",
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if $_ctxt.ty(*ty).is_index())">,
    "index attribute"> {
  let returnType = "i64";
  let convertFromStorage = "$_ctxt.attr($_self).integer_value().unwrap_or_default()";
}

// Reads an integer attribute as the Rust integer type `retType` (or `bool`).
class OdsIntFromStorage<string retType> {
  string result = !cond(
      !eq(retType, "bool"): "$_ctxt.attr($_self).integer_value().unwrap_or_default() != 0",
      !eq(retType, "i64"): "$_ctxt.attr($_self).integer_value().unwrap_or_default()",
      true: "$_ctxt.attr($_self).integer_value().unwrap_or_default() as " # retType);
}

// The `i64` an integer attribute is built from, given the Rust value `$0` of `retType`.
class OdsIntToStorage<string retType> {
  string result = !cond(
      !eq(retType, "i64"): "$0",
      !eq(retType, "u64"): "$0 as i64",
      true: "i64::from($0)");
}

// An integer attribute of any signedness and width `attrValType.bitwidth`.
class AnyIntegerAttrBase<AnyI attrValType, string descr> :
    TypedAttrBase<attrValType, "IntegerAttr",
      CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.ty(*ty).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # attrValType.bitwidth # ", .. }))">,
      descr> {
  let returnType = "i64";
  let convertFromStorage = OdsIntFromStorage<"i64">.result;
  let constBuilderCall = ?;
}

def AnyI1Attr : AnyIntegerAttrBase<AnyI1, "1-bit integer attribute">;
def AnyI8Attr : AnyIntegerAttrBase<AnyI8, "8-bit integer attribute">;
def AnyI16Attr : AnyIntegerAttrBase<AnyI16, "16-bit integer attribute">;
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;

// Any integer attribute; the getter returns its `ApInt`.
def APIntAttr : Attr<CPred<OdsIntegerAttrPred>, "arbitrary integer attribute"> {
  let storageAttrKind = "IntegerAttr";
  let returnType = "::ods_runtime::attributes::ApInt";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Integer { value, .. } => value.clone(), _ => ::ods_runtime::attributes::ApInt::from_i128(64, 0) }";
}

def AnyIntegerAttr : Attr<CPred<OdsIntegerAttrPred>, "arbitrary integer attribute"> {
  let storageAttrKind = "IntegerAttr";
  let returnType = "i64";
  let convertFromStorage = OdsIntFromStorage<"i64">.result;
}

// Integer attributes of width `attrValType.bitwidth` and one signedness.
class OdsIntegerAttrOfSignedness<int width, string signedness> {
  string pred = "matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.ty(*ty).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::" # signedness # " }))";
}

class SignlessIntegerAttrBase<I attrValType, string descr> :
    TypedAttrBase<attrValType, "IntegerAttr",
      CPred<OdsIntegerAttrOfSignedness<attrValType.bitwidth, "Signless">.pred>,
      descr> {
  let returnType = "i64";
  let convertFromStorage = OdsIntFromStorage<"i64">.result;
}

class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : SignlessIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = OdsIntFromStorage<retType>.result;
  let constBuilderCall = "{ let ods_ty = " # attrValType.builderCall # "; ::ods_runtime::Attribute::integer($_builder, ods_ty, " # OdsIntToStorage<retType>.result # ") }";
}

def I1Attr : TypedSignlessIntegerAttrBase<I1, "bool", "1-bit signless integer attribute">;
def I8Attr : TypedSignlessIntegerAttrBase<I8, "i8", "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<I16, "i16", "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<I32, "i32", "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<I64, "i64", "64-bit signless integer attribute">;

class SignedIntegerAttrBase<SI attrValType, string descr> :
    TypedAttrBase<attrValType, "IntegerAttr",
      CPred<OdsIntegerAttrOfSignedness<attrValType.bitwidth, "Signed">.pred>,
      descr> {
  let returnType = "i64";
  let convertFromStorage = OdsIntFromStorage<"i64">.result;
}

class TypedSignedIntegerAttrBase<SI attrValType, string retType, string descr>
    : SignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = OdsIntFromStorage<retType>.result;
  let constBuilderCall = "{ let ods_ty = " # attrValType.builderCall # "; ::ods_runtime::Attribute::integer($_builder, ods_ty, " # OdsIntToStorage<retType>.result # ") }";
}

def SI1Attr : TypedSignedIntegerAttrBase<SI1, "bool", "1-bit signed integer attribute">;
def SI8Attr : TypedSignedIntegerAttrBase<SI8, "i8", "8-bit signed integer attribute">;
def SI16Attr : TypedSignedIntegerAttrBase<SI16, "i16", "16-bit signed integer attribute">;
def SI32Attr : TypedSignedIntegerAttrBase<SI32, "i32", "32-bit signed integer attribute">;
def SI64Attr : TypedSignedIntegerAttrBase<SI64, "i64", "64-bit signed integer attribute">;

class UnsignedIntegerAttrBase<UI attrValType, string descr> :
    TypedAttrBase<attrValType, "IntegerAttr",
      CPred<OdsIntegerAttrOfSignedness<attrValType.bitwidth, "Unsigned">.pred>,
      descr> {
  let returnType = "i64";
  let convertFromStorage = OdsIntFromStorage<"i64">.result;
}

class TypedUnsignedIntegerAttrBase<UI attrValType, string retType, string descr>
    : UnsignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = OdsIntFromStorage<retType>.result;
  let constBuilderCall = "{ let ods_ty = " # attrValType.builderCall # "; ::ods_runtime::Attribute::integer($_builder, ods_ty, " # OdsIntToStorage<retType>.result # ") }";
}

def UI1Attr : TypedUnsignedIntegerAttrBase<UI1, "bool", "1-bit unsigned integer attribute">;
def UI8Attr : TypedUnsignedIntegerAttrBase<UI8, "u8", "8-bit unsigned integer attribute">;
def UI16Attr : TypedUnsignedIntegerAttrBase<UI16, "u16", "16-bit unsigned integer attribute">;
def UI32Attr : TypedUnsignedIntegerAttrBase<UI32, "u32", "32-bit unsigned integer attribute">;
def UI64Attr : TypedUnsignedIntegerAttrBase<UI64, "u64", "64-bit unsigned integer attribute">;

//===----------------------------------------------------------------------===//
// Floats.
//===----------------------------------------------------------------------===//

class FloatAttrBase<F attrValType, string descr> :
    TypedAttrBase<attrValType, "FloatAttr",
      CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Float { ty, .. } if matches!($_ctxt.ty(*ty).kind(), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::F" # attrValType.bitwidth # ")))">,
      descr> {
  let returnType = "f64";
  let convertFromStorage = "$_ctxt.attr($_self).float_value().unwrap_or_default()";
}

def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

def AnyFloatAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Float { .. })">,
    "arbitrary float attribute"> {
  let storageAttrKind = "FloatAttr";
  let returnType = "f64";
  let convertFromStorage = "$_ctxt.attr($_self).float_value().unwrap_or_default()";
}

//===----------------------------------------------------------------------===//
// Strings, types, units, dictionaries.
//===----------------------------------------------------------------------===//

class StringBasedAttr<Pred condition, string descr> : Attr<condition, descr> {
  let storageAttrKind = "StringAttr";
  let returnType = "::std::string::String";
  let convertFromStorage = "$_ctxt.attr($_self).string_value().unwrap_or_default()";
  let constBuilderCall = "::ods_runtime::Attribute::string($_builder, &$0)";
  let valueType = NoneType;
}

def StrAttrPred : CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::String { .. })">;
def StrAttr : StringBasedAttr<StrAttrPred, "string attribute">;
def SymbolNameAttr : StringBasedAttr<StrAttrPred, "string attribute">;

// A string attribute whose type satisfies `ty`. (An untyped string, whose type
// is `none`, is rejected.)
class TypedStrAttr<Type ty>
    : StringBasedAttr<And<[StrAttrPred,
        Concat<"match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::String { ty: Some(ods_ty), .. } => { let $_self = *ods_ty; ",
               ty.predicate,
               " } _ => false }">]>,
        "string attribute of " # ty.summary> {
  let valueType = ty;
}

// A type attribute whose type satisfies `typePred`; `retType` is a description
// (the getter returns `Option<::ods_runtime::Type>`, `None` only for an
// attribute that failed verification).
class TypeAttrBase<string retType, string summary,
                   Pred typePred = CPred<"true">> : Attr<
    And<[CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Type(_))">,
         Concat<"match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Type(ods_ty) => { let $_self = *ods_ty; ",
                typePred,
                " } _ => false }">]>,
    summary> {
  let storageAttrKind = "TypeAttr";
  let returnType = "::core::option::Option<::ods_runtime::Type>";
  let valueType = NoneType;
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Type(t) => Some(*t), _ => None }";
}

def TypeAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Type(_))">,
    "any type attribute"> {
  let storageAttrKind = "TypeAttr";
  // `None` only for an attribute that failed verification.
  let returnType = "::core::option::Option<::ods_runtime::Type>";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Type(t) => Some(*t), _ => None }";
}

class TypeAttrOf<Type ty>
    : TypeAttrBase<ty.cppType, "type attribute of " # ty.summary, ty.predicate>;

def UnitAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Unit)">,
    "unit attribute"> {
  let storageAttrKind = "UnitAttr";
  let returnType = "bool";
  let convertFromStorage = "true";
  // A unit attribute is present or not: it reads `false` when absent, and setting it to
  // `false` removes it.
  let constBuilderCall = "::ods_runtime::Attribute::unit($_builder)";
  let defaultValue = "false";
  let valueType = NoneType;
}

class DictionaryAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageAttrKind = "DictionaryAttr";
  let valueType = NoneType;
}

def DictionaryAttr : DictionaryAttrBase<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Dictionary(_))">,
    "dictionary of named attribute values">;

//===----------------------------------------------------------------------===//
// Elements attributes.
//===----------------------------------------------------------------------===//

class ElementsAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageAttrKind = "ElementsAttr";
}

def ElementsAttr : ElementsAttrBase<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::DenseElements { .. } | ::ods_runtime::attributes::AttrKind::DenseStrings { .. } | ::ods_runtime::attributes::AttrKind::DenseResource { .. } | ::ods_runtime::attributes::AttrKind::Sparse { .. })">,
    "constant vector/tensor attribute">;

// The element type of an elements attribute, if it has one.
defvar OdsElementsElemType = "$_ctxt.attr($_self).ty().and_then(|ods_t| $_ctxt.ty(ods_t).element_type())";
// The shape of a ranked elements attribute.
defvar OdsElementsShape = "$_ctxt.attr($_self).ty().and_then(|ods_t| $_ctxt.ty(ods_t).shape())";

// Dense integer (or index) elements satisfying `condition`.
class IntElementsAttrBase<Pred condition, string summary> :
    ElementsAttrBase<And<[
        CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::DenseElements { ty, .. } if $_ctxt.ty(*ty).element_type().is_some_and(|ods_e| matches!($_ctxt.ty(ods_e).kind(), ::ods_runtime::types::TypeKind::Integer { .. } | ::ods_runtime::types::TypeKind::Index)))">,
        condition]>,
      summary> {
  let storageAttrKind = "DenseIntElementsAttr";
}

def IndexElementsAttr : IntElementsAttrBase<
    CPred<OdsElementsElemType # ".is_some_and(|ods_e| $_ctxt.ty(ods_e).is_index())">,
    "index elements attribute">;

def AnyIntElementsAttr : IntElementsAttrBase<CPred<"true">, "integer elements attribute">;

class IntElementsAttrOf<int width> : IntElementsAttrBase<
    CPred<OdsElementsElemType # ".is_some_and(|ods_e| matches!($_ctxt.ty(ods_e).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", .. }))">,
    width # "-bit integer elements attribute">;

def AnyI32ElementsAttr : IntElementsAttrOf<32>;
def AnyI64ElementsAttr : IntElementsAttrOf<64>;

class SignlessIntElementsAttr<int width> : IntElementsAttrBase<
    CPred<OdsElementsElemType # ".is_some_and(|ods_e| matches!($_ctxt.ty(ods_e).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::Signless }))">,
    width # "-bit signless integer elements attribute">;

def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;

class RankedSignlessIntElementsAttr<int width, list<int> dims> :
    SignlessIntElementsAttr<width> {
  let predicate = And<[
    SignlessIntElementsAttr<width>.predicate,
    CPred<OdsElementsShape # " == Some(&[" # !interleave(dims, ", ") # "][..])">]>;
  let summary = width # "-bit signless int elements attribute of shape [" #
                !interleave(dims, ", ") # "]";
}

class RankedI32ElementsAttr<list<int> dims> :
    RankedSignlessIntElementsAttr<32, dims>;
class RankedI64ElementsAttr<list<int> dims> :
    RankedSignlessIntElementsAttr<64, dims>;

// Dense float elements of type `f<width>`.
class OdsDenseFloatElementsPred<int width> {
  string result = "matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::DenseElements { ty, .. } if $_ctxt.ty(*ty).element_type().is_some_and(|ods_e| matches!($_ctxt.ty(ods_e).kind(), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::F" # width # "))))";
}

class FloatElementsAttr<int width> : ElementsAttrBase<
    CPred<OdsDenseFloatElementsPred<width>.result>,
    width # "-bit float elements attribute"> {
  let storageAttrKind = "DenseElementsAttr";
}

def F64ElementsAttr : FloatElementsAttr<64>;

class RankedFloatElementsAttr<int width, list<int> dims> : ElementsAttrBase<
    And<[CPred<OdsDenseFloatElementsPred<width>.result>,
         CPred<OdsElementsShape # " == Some(&[" # !interleave(dims, ", ") # "][..])">]>,
    width # "-bit float elements attribute of shape [" #
    !interleave(dims, ", ") # "]"> {
  let storageAttrKind = "DenseFPElementsAttr";
}

class RankedF32ElementsAttr<list<int> dims> : RankedFloatElementsAttr<32, dims>;
class RankedF64ElementsAttr<list<int> dims> : RankedFloatElementsAttr<64, dims>;

def StringElementsAttr : ElementsAttrBase<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::DenseStrings { .. })">,
    "string elements attribute"> {
  let storageAttrKind = "DenseElementsAttr";
}

//===----------------------------------------------------------------------===//
// Dense arrays (`array<i32: 1, 2>`).
//===----------------------------------------------------------------------===//

// `denseAttrName` is MLIR's class name (`DenseI32ArrayAttr`), `cppType` the
// Rust element type the getter returns a `Vec` of, `summaryName` the element
// type's keyword (`i1`, `i8` .. `i64`, `f32`, `f64`).
class DenseArrayAttrBase<string denseAttrName, string cppType, string summaryName> :
    ElementsAttrBase<
      CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::DenseArray { elem, .. } if matches!($_ctxt.ty(*elem).kind(), "
            # !cond(!eq(summaryName, "f32"): "::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::F32)",
                    !eq(summaryName, "f64"): "::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::F64)",
                    true: "::ods_runtime::types::TypeKind::Integer { width: " # !substr(summaryName, 1) # ", signedness: ::ods_runtime::types::Signedness::Signless }")
            # "))">,
      summaryName # " dense array attribute"> {
  let storageAttrKind = denseAttrName;
  let returnType = "::std::vec::Vec<" # cppType # ">";
  let convertFromStorage = !cond(
      !eq(cppType, "bool"): "$_ctxt.attr($_self).dense_i64_values().unwrap_or_default().into_iter().map(|v| v != 0).collect()",
      !eq(cppType, "f64"): "$_ctxt.attr($_self).dense_f64_values().unwrap_or_default()",
      !eq(cppType, "f32"): "$_ctxt.attr($_self).dense_f64_values().unwrap_or_default().into_iter().map(|v| v as f32).collect()",
      !eq(cppType, "i64"): "$_ctxt.attr($_self).dense_i64_values().unwrap_or_default()",
      true: "$_ctxt.attr($_self).dense_i64_values().unwrap_or_default().into_iter().map(|v| v as " # cppType # ").collect()");
  let constBuilderCall = !cond(
      !eq(cppType, "f64"): "{ let ods_ty = ::ods_runtime::Type::f64($_builder); ::ods_runtime::Attribute::dense_f64_array($_builder, ods_ty, &$0) }",
      !eq(cppType, "f32"): "{ let ods_ty = ::ods_runtime::Type::f32($_builder); let ods_values: Vec<f64> = $0.iter().map(|ods_v| f64::from(*ods_v)).collect(); ::ods_runtime::Attribute::dense_f64_array($_builder, ods_ty, &ods_values) }",
      !eq(cppType, "i64"): "{ let ods_ty = ::ods_runtime::Type::int($_builder, 64); ::ods_runtime::Attribute::dense_i64_array($_builder, ods_ty, &$0) }",
      true: "{ let ods_ty = ::ods_runtime::Type::int($_builder, " # !if(!eq(cppType, "bool"), "1", !substr(summaryName, 1)) # "); let ods_values: Vec<i64> = $0.iter().map(|ods_v| i64::from(*ods_v)).collect(); ::ods_runtime::Attribute::dense_i64_array($_builder, ods_ty, &ods_values) }");
  // The elements as a `Vec` of ordered numbers (`bool` as 0/1), for constraints.
  code odsValues = !cond(
      !eq(cppType, "bool"): "$_ctxt.attr($_self).dense_i64_values().map(|v| v.into_iter().map(|x| i64::from(x != 0)).collect::<Vec<i64>>())",
      !or(!eq(cppType, "f32"), !eq(cppType, "f64")): "$_ctxt.attr($_self).dense_f64_values()",
      true: "$_ctxt.attr($_self).dense_i64_values()");
}

def DenseBoolArrayAttr : DenseArrayAttrBase<"DenseBoolArrayAttr", "bool", "i1">;
def DenseI8ArrayAttr : DenseArrayAttrBase<"DenseI8ArrayAttr", "i8", "i8">;
def DenseI16ArrayAttr : DenseArrayAttrBase<"DenseI16ArrayAttr", "i16", "i16">;
def DenseI32ArrayAttr : DenseArrayAttrBase<"DenseI32ArrayAttr", "i32", "i32">;
def DenseI64ArrayAttr : DenseArrayAttrBase<"DenseI64ArrayAttr", "i64", "i64">;
def DenseF32ArrayAttr : DenseArrayAttrBase<"DenseF32ArrayAttr", "f32", "f32">;
def DenseF64ArrayAttr : DenseArrayAttrBase<"DenseF64ArrayAttr", "f64", "f64">;

//===----------------------------------------------------------------------===//
// Affine maps and integer sets.
//===----------------------------------------------------------------------===//

def AffineMapAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::AffineMap(_))">,
    "AffineMap attribute"> {
  let storageAttrKind = "AffineMapAttr";
  let valueType = Index;
}

def IntegerSetAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::IntegerSet(_))">,
    "IntegerSet attribute"> {
  let storageAttrKind = "IntegerSetAttr";
  let valueType = NoneType;
}

//===----------------------------------------------------------------------===//
// Arrays.
//===----------------------------------------------------------------------===//

class ArrayAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageAttrKind = "ArrayAttr";
  let returnType = "::std::vec::Vec<::ods_runtime::Attribute>";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a.clone(), _ => Vec::new() }";
  let constBuilderCall = "::ods_runtime::Attribute::array($_builder, &$0)";
  let valueType = NoneType;
}

def ArrayAttr : ArrayAttrBase<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Array(_))">,
    "array attribute">;

// An array whose every element satisfies `element`. The element is bound to the
// name `$_self` stands for, so that element predicates that are themselves
// `Concat`s (whose text no `SubstLeaves` reaches) see the element too.
class TypedArrayAttrBase<Attr element, string summary> : ArrayAttrBase<
    Concat<"match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(ods_elems) => ods_elems.iter().all(|ods_elem| { let $_self = *ods_elem; ",
           element.predicate,
           " }), _ => false }">,
    summary> {
  // The element kind (a description: `predicate` checks the elements).
  Attr elementAttr = element;
}

def LocationArrayAttr : TypedArrayAttrBase<LocationAttr, "location array attribute">;
def AffineMapArrayAttr : TypedArrayAttrBase<AffineMapAttr, "AffineMap array attribute">;
def BoolArrayAttr : TypedArrayAttrBase<BoolAttr, "1-bit boolean array attribute"> {
  let returnType = "::std::vec::Vec<bool>";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.attr(*e).integer_value().unwrap_or_default() != 0).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let ods_elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|ods_v| ::ods_runtime::Attribute::bool($_builder, *ods_v)).collect(); ::ods_runtime::Attribute::array($_builder, &ods_elems) }";
}
def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute"> {
  let returnType = "::std::vec::Vec<i32>";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.attr(*e).integer_value().unwrap_or_default() as i32).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let ods_ty = ::ods_runtime::Type::int($_builder, 32); let ods_elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|ods_v| ::ods_runtime::Attribute::integer($_builder, ods_ty, i64::from(*ods_v))).collect(); ::ods_runtime::Attribute::array($_builder, &ods_elems) }";
}
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let returnType = "::std::vec::Vec<i64>";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.attr(*e).integer_value().unwrap_or_default()).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let ods_ty = ::ods_runtime::Type::int($_builder, 64); let ods_elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|ods_v| ::ods_runtime::Attribute::integer($_builder, ods_ty, *ods_v)).collect(); ::ods_runtime::Attribute::array($_builder, &ods_elems) }";
}
def I64SmallVectorArrayAttr :
    TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let returnType = I64ArrayAttr.returnType;
  let convertFromStorage = I64ArrayAttr.convertFromStorage;
  let constBuilderCall = I64ArrayAttr.constBuilderCall;
}
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute"> {
  let returnType = "::std::vec::Vec<f64>";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.attr(*e).float_value().unwrap_or_default()).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let ods_ty = ::ods_runtime::Type::f32($_builder); let ods_elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|ods_v| ::ods_runtime::Attribute::float($_builder, ods_ty, *ods_v)).collect(); ::ods_runtime::Attribute::array($_builder, &ods_elems) }";
}
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute"> {
  let returnType = "::std::vec::Vec<f64>";
  let convertFromStorage = F32ArrayAttr.convertFromStorage;
  let constBuilderCall = "{ let ods_ty = ::ods_runtime::Type::f64($_builder); let ods_elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|ods_v| ::ods_runtime::Attribute::float($_builder, ods_ty, *ods_v)).collect(); ::ods_runtime::Attribute::array($_builder, &ods_elems) }";
}
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute"> {
  let returnType = "::std::vec::Vec<::std::string::String>";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a.iter().map(|e| $_ctxt.attr(*e).string_value().unwrap_or_default()).collect(), _ => Vec::new() }";
  let constBuilderCall = "{ let ods_elems: Vec<::ods_runtime::Attribute> = $0.iter().map(|ods_v| ::ods_runtime::Attribute::string($_builder, ods_v)).collect(); ::ods_runtime::Attribute::array($_builder, &ods_elems) }";
}
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute">;
def IndexListArrayAttr :
  TypedArrayAttrBase<I64ArrayAttr, "Array of 64-bit integer array attributes">;
def DictArrayAttr :
  TypedArrayAttrBase<DictionaryAttr, "Array of dictionary attributes">;

//===----------------------------------------------------------------------===//
// Symbol references.
//===----------------------------------------------------------------------===//

def SymbolRefAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::SymbolRef { .. })">,
    "symbol reference attribute"> {
  let storageAttrKind = "SymbolRefAttr";
  let valueType = NoneType;
}

def FlatSymbolRefAttr : Attr<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::SymbolRef { nested, .. } if nested.is_empty())">,
    "flat symbol reference attribute"> {
  let storageAttrKind = "FlatSymbolRefAttr";
  let returnType = "::std::string::String";
  let convertFromStorage = "match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::SymbolRef { root, .. } => (*root).as_str($_ctxt).to_string(), _ => String::new() }";
  let constBuilderCall = "::ods_runtime::Attribute::flat_symbol_ref($_builder, &$0)";
  let valueType = NoneType;
}

def SymbolRefArrayAttr :
  TypedArrayAttrBase<SymbolRefAttr, "symbol ref array attribute">;
def FlatSymbolRefArrayAttr :
  TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute">;

//===----------------------------------------------------------------------===//
// Constant attributes: the attribute's value (read by `attribute`'s
// `convertFromStorage`) equals the Rust expression `val`.
//===----------------------------------------------------------------------===//

// As upstream, the attribute equals the one `constBuilderCall` builds from `val` (so its
// type matters too: `ConstantAttr<I1Attr, "true">` is `true`, not `1 : i16`); an attribute
// without a builder compares its converted value.
class ConstantAttr<Attr attribute, string val> : AttrConstraint<
    CPred<!if(!initialized(attribute.constBuilderCall),
              "$_self == (" # !subst("$_builder", "$_ctxt",
                                     !subst("$0", val,
                                            // A string literal is a reference already.
                                            !if(!eq(!substr(val, 0, 1), "\""),
                                                !subst("&$0", "$0", attribute.constBuilderCall),
                                                attribute.constBuilderCall))) # ")",
              "(" # attribute.convertFromStorage # ") == (" # val # ")")>,
    "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}

class ConstF32Attr<string val> : ConstantAttr<F32Attr, val>;
def ConstBoolAttrFalse : ConstantAttr<BoolAttr, "false">;
def ConstBoolAttrTrue : ConstantAttr<BoolAttr, "true">;
def ConstUnitAttr : ConstantAttr<UnitAttr, "true">;

class ConstantStrAttr<Attr attribute, string val>
    : ConstantAttr<attribute, "\"" # val # "\"">;

//===----------------------------------------------------------------------===//
// Constraints for ConfinedAttr.
//===----------------------------------------------------------------------===//

class IntNEQValue<int n> : AttrConstraint<
    CPred<"$_ctxt.attr($_self).integer_value().is_some_and(|v| v != " # n # ")">,
    "whose value is not " # n>;

class IntMinValue<int n> : AttrConstraint<
    CPred<"$_ctxt.attr($_self).integer_value().is_some_and(|v| v >= " # n # ")">,
    "whose minimum value is " # n>;

class IntMaxValue<int n> : AttrConstraint<
    CPred<"$_ctxt.attr($_self).integer_value().is_some_and(|v| v <= " # n # ")">,
    "whose maximum value is " # n>;

// The sign bit of the integer's bit pattern is clear.
def IntNonNegative : AttrConstraint<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { value, .. } if !value.sign_bit())">,
    "whose value is non-negative">;
def IntNonNegativePred : AttrConstraint<IntNonNegative.predicate, IntNonNegative.summary>;

def IntPositive : AttrConstraint<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { value, .. } if !value.sign_bit() && !value.is_zero())">,
    "whose value is positive">;
def IntPositivePred : AttrConstraint<IntPositive.predicate, IntPositive.summary>;

// Exactly one bit of the integer's bit pattern is set.
def IntPowerOf2 : AttrConstraint<
    CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::Integer { value, .. } if !value.is_zero() && value.bits().trailing_zeros() + 1 == value.bits().bit_len())">,
    "whose value is a power of two > 0">;

def IntPositivePowerOf2 : AllAttrOf<[IntPositive, IntPowerOf2]>;

class IntValidAlignment<Attr attr> : ConfinedAttr<attr, [IntPositivePowerOf2]>;

class IntIsOneOf<list<int> values> : AttrConstraint<
    CPred<"$_ctxt.attr($_self).integer_value().is_some_and(|v| [" # !interleave(!foreach(val, values, val), ", ") # "].contains(&v))">,
    "whose value is one of {" # !interleave(!foreach(val, values, val), ", ") # "}">;

// Number of elements of an array or dense array attribute, as an `i64` (so that
// a bound of 0 compares without an always-true comparison warning).
defvar OdsAttrCount = "i64::try_from(match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a.len(), ::ods_runtime::attributes::AttrKind::DenseArray { values, .. } => values.len(), _ => 0 }).unwrap_or(i64::MAX)";

class ArrayMaxCount<int n> : AttrConstraint<
    CPred<OdsAttrCount # " <= " # n>,
    "with at most " # n # " elements">;

class ArrayMinCount<int n> : AttrConstraint<
    CPred<OdsAttrCount # " >= " # n>,
    "with at least " # n # " elements">;

class ArrayCount<int n> : AttrConstraint<
    CPred<OdsAttrCount # " == " # n>,
    "with exactly " # n # " elements">;

// Number of elements of a dense array attribute.
defvar OdsDenseArrayCount = "i64::try_from(match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::DenseArray { values, .. } => values.len(), _ => 0 }).unwrap_or(i64::MAX)";

class DenseArrayCount<int n> : AttrConstraint<
    CPred<OdsDenseArrayCount # " == " # n>,
    "with exactly " # n # " elements">;

class DenseArrayMaxCt<int n> : AttrConstraint<
    CPred<OdsDenseArrayCount # " <= " # n>,
    "with at most " # n # " elements">;

class DenseArrayMinCt<int n> : AttrConstraint<
    CPred<OdsDenseArrayCount # " >= " # n>,
    "with at least " # n # " elements">;

class DenseArrayStrictlyPositive<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<arrayType.odsValues # ".is_some_and(|v| v.iter().all(|x| *x > Default::default()))">,
    "whose value is positive">;

class DenseArrayNonNegative<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<arrayType.odsValues # ".is_some_and(|v| v.iter().all(|x| *x >= Default::default()))">,
    "whose value is non-negative">;

class DenseArraySorted<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<arrayType.odsValues # ".is_some_and(|v| v.windows(2).all(|w| w[0] <= w[1]))">,
    "should be in non-decreasing order">;

class DenseArrayStrictlySorted<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<arrayType.odsValues # ".is_some_and(|v| v.windows(2).all(|w| w[0] < w[1]))">,
    "should be in increasing order">;

// The n-th integer element of an array (or dense array) attribute.
class OdsArrayNthElem<int index> {
  // `first()` for element 0 (clippy's `get_first`).
  string at = !if(!eq(index, 0), "first()", "get(" # index # ")");
  string result = "(match $_ctxt.attr($_self).kind() { ::ods_runtime::attributes::AttrKind::Array(a) => a." # at # ".and_then(|e| $_ctxt.attr(*e).integer_value()), _ => $_ctxt.attr($_self).dense_i64_values().and_then(|v| v." # at # ".copied()) })";
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

class IntArrayNthElemInRange<int index, int min, int max> : AttrConstraint<
    CPred<OdsArrayNthElem<index>.result # ".is_some_and(|v| (" # min # "..=" # max # ").contains(&v))">,
    "whose " # index # "-th element must be at least " # min # " and at most " # max>;

// A present attribute is never null: this constraint holds for no attribute
// (an absent optional attribute is not checked at all).
def IsNullAttr : AttrConstraint<
    CPred<"false">, "empty attribute (for optional attributes)">;

#endif // ODS_COMMON_ATTR_CONSTRAINTS
