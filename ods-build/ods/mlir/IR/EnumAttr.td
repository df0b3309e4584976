//===-- EnumAttr.td - enums and enum attributes --------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Each enum (`EnumInfo`) becomes
// a Rust enum (a bit-set struct for bit enums) with `symbolize`/`stringify`
// and an attribute mapping: integer and bit enums are stored as integer
// attributes, string enums as string attributes. `EnumAttrInfo` is an enum
// usable as an attribute constraint; `EnumAttr` is a dialect attribute holding
// the enum (`#dialect.mnemonic<case>`); `EnumProp` stores the enum as a
// property. Bit enums must be 32 bits wide (other widths are refused).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_ENUMATTR
#define ODS_ENUMATTR

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Properties.td"

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

// One case: its Rust symbol, its value and its textual form.
class EnumCase<string sym, int intVal, string strVal, int widthVal = 32> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
  // The case's width (a description: the enum's kind decides the width).
  int width = widthVal;
}

// Integer enum cases.
class I32EnumCase<string sym, int val, string str = sym> : EnumCase<sym, val, str, 32>;
class I64EnumCase<string sym, int val, string str = sym> : EnumCase<sym, val, str, 64>;
// As upstream's, an integer enum attribute case is also the attribute constraint of an
// integer attribute of its width holding its value (DRR matches a case so).
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumCase<sym, intVal, strVal, intType.bitwidth>,
      SignlessIntegerAttrBase<intType, "case " # strVal> {
  let predicate = And<[
    CPred<OdsIntegerAttrOfSignedness<intType.bitwidth, "Signless">.pred>,
    CPred<"$_ctxt.attr($_self).integer_value() == ::core::option::Option::Some(" # intVal # ")">
  ]>;
}
class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

// Bit enum cases: an explicit mask, no bits, a single bit, or a group of other cases.
class BitEnumCaseBase<string sym, int val, string str, int width>
    : EnumCase<sym, val, str, width>;
class I8BitEnumCase<string sym, int val, string str = sym> : BitEnumCaseBase<sym, val, str, 8>;
class I16BitEnumCase<string sym, int val, string str = sym> : BitEnumCaseBase<sym, val, str, 16>;
class I32BitEnumCase<string sym, int val, string str = sym> : BitEnumCaseBase<sym, val, str, 32>;
class I64BitEnumCase<string sym, int val, string str = sym> : BitEnumCaseBase<sym, val, str, 64>;

class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, intType.bitwidth>;
class I8BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I8, sym, val, str>;
class I16BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I16, sym, val, str>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;

class BitEnumCaseNone<string sym, string str, int width> : BitEnumCaseBase<sym, 0, str, width>;
class I8BitEnumCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 8>;
class I16BitEnumCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 16>;
class I32BitEnumCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 32>;
class I64BitEnumCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 64>;
class I8BitEnumAttrCaseNone<string sym, string str = sym> : I8BitEnumAttrCase<sym, 0, str>;
class I16BitEnumAttrCaseNone<string sym, string str = sym> : I16BitEnumAttrCase<sym, 0, str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym> : I32BitEnumAttrCase<sym, 0, str>;
class I64BitEnumAttrCaseNone<string sym, string str = sym> : I64BitEnumAttrCase<sym, 0, str>;

class BitEnumCaseBit<string sym, int pos, string str, int width>
    : BitEnumCaseBase<sym, !shl(1, pos), str, width> {
  int bitPos = pos;
}
class I8BitEnumCaseBit<string sym, int pos, string str = sym> : BitEnumCaseBit<sym, pos, str, 8>;
class I16BitEnumCaseBit<string sym, int pos, string str = sym> : BitEnumCaseBit<sym, pos, str, 16>;
class I32BitEnumCaseBit<string sym, int pos, string str = sym> : BitEnumCaseBit<sym, pos, str, 32>;
class I64BitEnumCaseBit<string sym, int pos, string str = sym> : BitEnumCaseBit<sym, pos, str, 64>;

class BitEnumAttrCaseBit<I intType, string sym, int pos, string str = sym>
    : BitEnumAttrCaseBase<intType, sym, !shl(1, pos), str> {
  int bitPos = pos;
}
class I8BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I8, sym, pos, str>;
class I16BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I16, sym, pos, str>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I32, sym, pos, str>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I64, sym, pos, str>;

class BitEnumCaseGroup<string sym, list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumCaseBase<sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str,
                      !if(!empty(cases), 32, !head(cases).width)>;
class BitEnumAttrCaseGroup<I intType, string sym, list<BitEnumAttrCaseBase> cases,
                           string str = sym>
    : BitEnumAttrCaseBase<intType, sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str>;
class I8BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseGroup<I8, sym, cases, str>;
class I16BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseGroup<I16, sym, cases, str>;
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseGroup<I32, sym, cases, str>;
class I64BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseGroup<I64, sym, cases, str>;

// The bit-enum case classes of earlier MLIR releases.
class I32BitEnumCaseGroup<string sym, list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumCaseGroup<sym, cases, str>;

// String enum cases.
class StrEnumAttrCase<string sym, int val = -1, string str = sym>
    : EnumCase<sym, val, str, 0>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// An enum: a Rust enum named `name` with `cases`, `width` bits wide.
class EnumInfo<string name, string summaryValue, list<EnumCase> cases, int width> {
  string summary = summaryValue;
  string description = "";
  // The Rust module the enum is generated in: empty (beside the dialect's items) or the
  // dialect's namespace.
  string cppNamespace = "";
  // The Rust enum name.
  string className = name;
  string cppType = name;
  list<EnumCase> enumerants = cases;
  int bitwidth = width;
  // `i32`, `i64`, `bit` or `str`.
  string enumKind = !if(!eq(width, 64), "i64", "i32");
  // Separator of printed bit-enum cases.
  string separator = "|";
}

// An enum usable as an attribute constraint: `baseClass` is the attribute the enum is
// stored as; the constraint also checks the value is a case.
class EnumAttrInfo<string name, list<EnumCase> cases, Attr baseClass>
    : EnumInfo<name, baseClass.summary, cases,
               !if(!isa<I>(baseClass.valueType), !cast<I>(baseClass.valueType).bitwidth, 0)>,
      Attr<And<[baseClass.predicate,
                CPred<name # "::from_attr($_ctxt, $_self).is_some()">]>,
           baseClass.summary> {
  let returnType = name;
  let convertFromStorage = name # "::from_attr($_ctxt, $_self).unwrap_or_default()";
  let constBuilderCall = "$0.to_attr($_builder)";
  let enumClassName = name;
  let valueType = baseClass.valueType;
  // Whether MLIR generates a C++ attribute class for the enum. Rust has none either way:
  // the enum attribute is its storage attribute (an integer), as MLIR's is underneath, so
  // the value changes nothing; dialects that set it to 0 wrap the enum in `EnumAttr`.
  bit genSpecializedAttr = 1;
  // MLIR's specialized enum attribute class accepts only the cases; without it the
  // storage is the base attribute's.
  let storageAttrKind = !if(genSpecializedAttr, "Pred", baseClass.storageAttrKind);
}

// Integer enums.
class IntEnum<string name, string summary, list<EnumCase> cases, int width>
    : EnumInfo<name,
               !if(!empty(summary), "allowed " # width # "-bit signless integer cases: " #
                   !interleave(!foreach(c, cases, c.value), ", "), summary),
               cases, width>;
class I32Enum<string name, string summary, list<EnumCase> cases>
    : IntEnum<name, summary, cases, 32>;
class I64Enum<string name, string summary, list<EnumCase> cases>
    : IntEnum<name, summary, cases, 64>;

class IntEnumAttrBase<I intType, list<IntEnumAttrCaseBase> cases, string summary>
    : SignlessIntegerAttrBase<intType, summary>;
class IntEnumAttr<I intType, string name, string summary, list<IntEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases,
        IntEnumAttrBase<intType, cases,
            !if(!empty(summary), "allowed " # intType.summary # " cases: " #
                !interleave(!foreach(c, cases, c.value), ", "), summary)>>;
class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases>;
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases>;

// Bit enums.
class BitEnumBase<list<BitEnumCaseBase> cases> {
  string separator = "|";
  // Print each group case whose bits are all set (last declared first) instead of the
  // bits it covers; when 0, every case whose bits are all set prints, groups and bits.
  bit printBitEnumPrimaryGroups = 0;
  // An enum property holding several bits prints them as one quoted string (and reads
  // one keyword or string) instead of the cases joined by the separator (read as keywords).
  bit printBitEnumQuoted = 0;
  // Every bit a case names.
  int validBits = !foldl(0, cases, acc, c, !or(acc, c.value));
}
class BitEnum<string name, string summary, list<BitEnumCaseBase> cases, int width>
    : EnumInfo<name, summary, cases, width>, BitEnumBase<cases> {
  let enumKind = "bit";
}
class I8BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 8>;
class I16BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 16>;
class I32BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 32>;
class I64BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 64>;

class BitEnumAttrBase<I intType, list<BitEnumCaseBase> cases, string summary>
    : SignlessIntegerAttrBase<intType, summary>;
class BitEnumAttr<I intType, string name, string summary, list<BitEnumCaseBase> cases>
    : EnumAttrInfo<name, cases, BitEnumAttrBase<intType, cases, summary>>,
      BitEnumBase<cases> {
  let enumKind = "bit";
  let printBitEnumQuoted = 1;
}
class I8BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I8, name, summary, cases>;
class I16BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I16, name, summary, cases>;
class I32BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases>;
class I64BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases>;

defvar OdsIsStrAttr = CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::String { .. })">;

// String enums: stored as string attributes.
class StrEnumAttr<string name, string summary, list<StrEnumAttrCase> cases>
    : EnumAttrInfo<name, cases,
        Attr<OdsIsStrAttr,
             !if(!empty(summary), "allowed string cases: " #
                 !interleave(!foreach(c, cases, "'" # c.str # "'"), ", "), summary)>> {
  let enumKind = "str";
  let bitwidth = 0;
}

// An enum attribute defaulting to `case`.
class DefaultValuedEnumAttr<EnumAttrInfo attr, EnumCase case>
    : DefaultValuedAttr<attr, attr.className # "::" # case.symbol>;

//===----------------------------------------------------------------------===//
// Enums as attribute parameters, dialect attributes and properties
//===----------------------------------------------------------------------===//

// A type or attribute parameter holding the enum (printed as its case string).
class EnumParameter<EnumInfo enumInfo>
    : AttrParameter<enumInfo.className, "an enum of type " # enumInfo.className>;

// A dialect attribute holding one value of the enum, with mnemonic `name`. As upstream,
// its default `assemblyFormat` is "$value": `#dialect<name case>`, and `case` in an op's
// assembly format. Dialects that set "`<` $value `>`" get `#dialect.name<case>`, and
// `<case>` in an op's format. Other formats are refused (ods-build does not generate
// attribute assembly formats yet).
class EnumAttr<Dialect dialect, EnumInfo enumInfo, string name = "",
               list<Trait> traits = []>
    : AttrDef<dialect, enumInfo.className, traits> {
  let summary = enumInfo.summary;
  let description = enumInfo.description;
  EnumInfo enum = enumInfo;
  let parameters = (ins EnumParameter<enumInfo>:$value);
  let mnemonic = name;
  let assemblyFormat = !if(!empty(name), ?, "$value");
  // As upstream, an op's accessor returns the enum value, and a default value is a case
  // (`DefaultValuedAttr<MyEnumAttr, "MyEnum::Case">`) built into the attribute.
  let returnType = enumInfo.className;
  let convertFromStorage = cppClassName # "::cast($_ctxt, $_self).map(|ods_a| *ods_a.value($_ctxt)).unwrap_or_default()";
  let constBuilderCall = cppClassName # "::get($_builder, $0).attr()";
}

// An enum stored directly as a property (the Rust enum itself); its attribute form is the
// enum's storage attribute (an integer, or a string for string enums).
class EnumProp<EnumInfo enumInfo> : Property<enumInfo.className, enumInfo.summary> {
  EnumInfo enum = enumInfo;
  let description = enumInfo.description;
  let convertFromStorage = "$_storage";
  let convertToAttribute = "$_storage.to_attr($_ctxt)";
  let convertFromAttribute = enumInfo.className # "::from_attr($_ctxt, $_attr)";
}

// An enum property that also reads `attributeForm`, a dialect `EnumAttr` of the same enum
// (`#dialect.mnemonic<case>`), from the generic form and the properties dictionary, besides
// the enum's storage attribute (an integer, or a string for string enums). As upstream, it
// is written back as the storage attribute, or as `attributeForm` when
// `storeInCustomAttribute` is set. Any other attribute form is the storage attribute only,
// as with EnumProp.
class EnumPropWithAttrForm<EnumInfo enumInfo, Attr attributeForm> : EnumProp<enumInfo> {
  Attr attrForm = attributeForm;
  bit storeInCustomAttribute = 0;
  defvar form = !if(!isa<EnumAttr>(attributeForm),
                    !cast<EnumAttr>(attributeForm).cppClassName, "");
  let convertToAttribute = !if(!or(!empty(form), !not(storeInCustomAttribute)),
                               "$_storage.to_attr($_ctxt)",
                               form # "::get($_ctxt, $_storage).attr()");
  let convertFromAttribute = !if(!empty(form),
      enumInfo.className # "::from_attr($_ctxt, $_attr)",
      form # "::cast($_ctxt, $_attr).map(|ods_a| *ods_a.value($_ctxt))"
           # ".or_else(|| " # enumInfo.className # "::from_attr($_ctxt, $_attr))");
}

// An enum property written `name<value>` (`bit_enum<read, write>` for the mnemonic
// `bit_enum`), as upstream's NamedEnumProp.
class NamedEnumProp<EnumInfo enumInfo, string name> : EnumProp<enumInfo> {
  string mnemonic = name;
}

// A `NamedEnumProp` with an attribute form, as `EnumPropWithAttrForm`.
class NamedEnumPropWithAttrForm<EnumInfo enumInfo, string name, Attr attributeForm>
    : EnumPropWithAttrForm<enumInfo, attributeForm> {
  string mnemonic = name;
}

// The Rust value of the case whose string is `case` in `info`, as upstream's
// `_symbolToValue` finds it.
class OdsEnumCaseValue<EnumInfo info, string case> {
  defvar cases = !filter(c, info.enumerants, !eq(c.str, case));
  assert !not(!empty(cases)),
         "failed to find enum-case '" # case # "' in enum `" # info.className # "`";
  string value = info.className # "::symbolize(\"" # case # "\").unwrap_or_default()";
}

// The Rust value of the bit enum cases whose strings are joined by `|` in `case` (no
// spaces around the `|`), as upstream's `_bitSymbolsToValue` finds them.
class OdsBitEnumCasesValue<EnumInfo info, string case> {
  defvar pos = !find(case, "|");
  string value = !if(!eq(pos, -1), OdsEnumCaseValue<info, case>.value,
      OdsEnumCaseValue<info, !substr(case, 0, pos)>.value # " | "
      # OdsBitEnumCasesValue<info, !substr(case, !add(pos, 1))>.value);
}

// A constant attribute holding the case whose string is `case` (bit enum cases joined by
// `|`) of the enum attribute `attribute`: an enum attribute constraint (`I64EnumAttr`,
// ...) or a dialect `EnumAttr`, as upstream's ConstantEnumCase.
class ConstantEnumCase<Attr attribute, string case>
    : ConstantAttr<attribute,
        !if(!isa<BitEnumBase>(!if(!isa<EnumAttr>(attribute),
                                  !cast<EnumAttr>(attribute).enum,
                                  !cast<EnumInfo>(attribute))),
            OdsBitEnumCasesValue<!if(!isa<EnumAttr>(attribute),
                                     !cast<EnumAttr>(attribute).enum,
                                     !cast<EnumInfo>(attribute)), case>.value,
            OdsEnumCaseValue<!if(!isa<EnumAttr>(attribute), !cast<EnumAttr>(attribute).enum,
                                 !cast<EnumInfo>(attribute)), case>.value)>;

#endif // ODS_ENUMATTR
