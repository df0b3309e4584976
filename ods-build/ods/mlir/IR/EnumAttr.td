//===-- EnumAttr.td - enum attributes ------------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Each enum becomes a Rust
// enum (a bit-set struct for bit enums) with `symbolize`/`stringify`, and an
// attribute mapping: I32/I64/bit enums are stored as integer attributes,
// string enums as string attributes.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_ENUMATTR
#define ODS_ENUMATTR

include "mlir/IR/OpBase.td"

// One case: its Rust symbol, its value and its textual form.
class EnumCase<string sym, int intVal, string strVal, int widthVal = 32> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
  // The case's width (a description: the enum's kind decides the width).
  int width = widthVal;
}

class I32EnumAttrCase<string sym, int val, string str = sym>
    : EnumCase<sym, val, str, 32>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : EnumCase<sym, val, str, 64>;
class I32EnumCase<string sym, int val, string str = sym> : I32EnumAttrCase<sym, val, str>;
class I64EnumCase<string sym, int val, string str = sym> : I64EnumAttrCase<sym, val, str>;

// Bit enum cases: a single bit, no bits, a group of other cases, or an
// explicit mask.
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : EnumCase<sym, !shl(1, pos), str, 32>;
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : EnumCase<sym, 0, str, 32>;
class I32BitEnumAttrCaseGroup<string sym, list<EnumCase> cases, string str = sym>
    : EnumCase<sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str, 32>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : EnumCase<sym, val, str, 32>;
class I32BitEnumCaseBit<string sym, int pos, string str = sym>
    : I32BitEnumAttrCaseBit<sym, pos, str>;
class I32BitEnumCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCaseNone<sym, str>;
class I32BitEnumCaseGroup<string sym, list<EnumCase> cases, string str = sym>
    : I32BitEnumAttrCaseGroup<sym, cases, str>;

// String enum cases.
class StrEnumAttrCase<string sym, int val = -1, string str = sym>
    : EnumCase<sym, val, str, 0>;

// An enum and the attribute that stores it.
class EnumAttrInfo<string name, list<EnumCase> cases, string kind,
                   string summaryValue, Pred storagePred>
    : Attr<And<[storagePred, CPred<name # "::from_attr($_ctxt, $_self).is_some()">]>,
           summaryValue> {
  // The Rust enum name.
  string className = name;
  // `i32`, `i64`, `bit` or `str`.
  string enumKind = kind;
  list<EnumCase> enumerants = cases;
  // Separator of printed bit-enum cases.
  string separator = "|";
  // The width of the underlying integer.
  int bitwidth = 32;
  let returnType = name;
  let convertFromStorage = name # "::from_attr($_ctxt, $_self).unwrap_or_default()";
  let constBuilderCall = "$0.to_attr($_builder)";
  let enumClassName = name;
}

defvar OdsIsI32Attr = CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.type_kind(*ty), ::ods_runtime::types::TypeKind::Integer { width: 32, signedness: ::ods_runtime::types::Signedness::Signless }))">;
defvar OdsIsI64Attr = CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.type_kind(*ty), ::ods_runtime::types::TypeKind::Integer { width: 64, signedness: ::ods_runtime::types::Signedness::Signless }))">;
defvar OdsIsStrAttr = CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::String { .. })">;

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : EnumAttrInfo<name, cases, "i32",
        !if(!empty(summary), "allowed 32-bit signless integer cases: " #
            !interleave(!foreach(c, cases, c.value), ", "), summary),
        OdsIsI32Attr>;

class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : EnumAttrInfo<name, cases, "i64",
        !if(!empty(summary), "allowed 64-bit signless integer cases: " #
            !interleave(!foreach(c, cases, c.value), ", "), summary),
        OdsIsI64Attr> {
  let bitwidth = 64;
}

class BitEnumAttr<I intType, string name, string summary, list<EnumCase> cases>
    : EnumAttrInfo<name, cases, "bit", summary,
        CPred<"matches!($_ctxt.attr_kind($_self), ::ods_runtime::attributes::AttrKind::Integer { ty, .. } if matches!($_ctxt.type_kind(*ty), ::ods_runtime::types::TypeKind::Integer { width: " # intType.bitwidth # ", signedness: ::ods_runtime::types::Signedness::Signless }))">> {
  let bitwidth = intType.bitwidth;
}

class I32BitEnumAttr<string name, string summary, list<EnumCase> cases>
    : BitEnumAttr<I32, name, summary, cases>;

class StrEnumAttr<string name, string summary, list<StrEnumAttrCase> cases>
    : EnumAttrInfo<name, cases, "str",
        !if(!empty(summary), "allowed string cases: " #
            !interleave(!foreach(c, cases, "'" # c.str # "'"), ", "), summary),
        OdsIsStrAttr> {
  let bitwidth = 0;
}

// An enum stored directly as a property (the Rust enum itself, not an attribute).
class EnumProp<EnumAttrInfo enumInfo, string desc = enumInfo.summary>
    : Property<enumInfo.className, desc> {
  let convertFromStorage = "$_storage";
  let convertToAttribute = "$_storage.to_attr($_ctxt)";
  let convertFromAttribute = enumInfo.className # "::from_attr($_ctxt, $_attr)";
  let defaultValue = enumInfo.className # "::default()";
}

// An enum attribute defaulting to `case`.
class DefaultValuedEnumAttr<EnumAttrInfo attr, EnumCase case>
    : DefaultValuedAttr<attr, attr.className # "::" # case.symbol>;

#endif // ODS_ENUMATTR
