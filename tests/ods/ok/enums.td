// Enums of every kind, and an op using them as attributes and properties.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "inc/IteratorUtils.td"

def Enums_Dialect : Dialect {
  let name = "enums";
  let cppNamespace = "enums";
}

def Enums_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"Red", 0, "red">,
    I32EnumAttrCase<"Green", 1, "green">,
    I32EnumAttrCase<"Blue", 4, "blue">,
  ]>;

// A case of negative value has no value of its own: it follows the case before it, as
// mlir-tblgen writes it for C++ (upstream's NVVM `WGMMAScaleIn`: `one` is 1, `neg` 2).
def Enums_Scale : I32EnumAttr<"Scale", "scale", [
    I32EnumAttrCase<"one", 1>,
    I32EnumAttrCase<"neg", -1>,
  ]> {
  let genSpecializedAttr = 0;
}

def Enums_Big : I64EnumAttr<"Big", "", [
    I64EnumAttrCase<"one", 1>,
    I64EnumAttrCase<"many", 1099511627776>,
  ]>;

def Enums_Access : I32BitEnumAttr<"Access", "access bits", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"load", 0>,
    I32BitEnumAttrCaseBit<"store", 1>,
    I32BitEnumAttrCaseGroup<"all", [I32BitEnumAttrCaseBit<"load", 0>,
                                    I32BitEnumAttrCaseBit<"store", 1>]>,
  ]>;

def Enums_Rounding : StrEnumAttr<"Rounding", "rounding mode", [
    StrEnumAttrCase<"nearest">,
    StrEnumAttrCase<"zero", -1, "toward_zero">,
  ]>;

def Enums_PaintOp : Op<Enums_Dialect, "paint"> {
  let summary = "takes every kind of enum";
  let arguments = (ins Enums_Color:$color, OptionalAttr<Enums_Big>:$big,
                   DefaultValuedAttr<Enums_Access, "Access::LOAD">:$access,
                   Enums_Rounding:$rounding);
}

// Enums without an attribute constraint (`EnumInfo`), held by a dialect attribute
// (`EnumAttr`) and stored as properties (`EnumProp`).
def Enums_Shade : I32Enum<"Shade", "a shade", [
    I32EnumCase<"Light", 1, "light">,
    I32EnumCase<"Dark", 2, "dark">,
  ]>;

def Enums_Wide : I64Enum<"Wide", "", [
    I64EnumCase<"narrow", 0>,
    I64EnumCase<"vast", 4294967296>,
  ]>;

def Enums_Perm : I32BitEnum<"Perm", "permission bits", [
    I32BitEnumCaseNone<"none">,
    I32BitEnumCaseBit<"read", 0>,
    I32BitEnumCaseBit<"write", 1>,
    BitEnumCaseGroup<"rw", [I32BitEnumCaseBit<"read", 0>, I32BitEnumCaseBit<"write", 1>]>,
  ]>;

// Bit enums 8 and 64 bits wide: upstream's `ptr.ptrdiff` flags (an `I8BitEnum` property)
// and a set using bit 63.
def Enums_DiffFlags : I8BitEnum<"DiffFlags", "difference flags", [
    I8BitEnumCase<"none", 0>, I8BitEnumCase<"nuw", 1>, I8BitEnumCase<"nsw", 2>
  ]>;

def Enums_Lanes : I64BitEnumAttr<"Lanes", "lane bits", [
    I64BitEnumAttrCaseNone<"none">,
    I64BitEnumAttrCaseBit<"low", 0>,
    I64BitEnumAttrCaseBit<"mid", 32>,
    I64BitEnumAttrCaseBit<"top", 63>,
  ]>;

def Enums_WidthsOp : Op<Enums_Dialect, "widths"> {
  let summary = "takes bit enums of 8 and 64 bits";
  let arguments = (ins DefaultValuedProp<EnumProp<Enums_DiffFlags>, "DiffFlags::NONE">:$flags,
                   Enums_Lanes:$lanes);
}

// The dialect attribute of an enum of no dialect, as upstream's Linalg wraps `IteratorType`.
def Enums_IteratorKindAttr : EnumAttr<Enums_Dialect, IteratorKind, "iterator_kind"> {
  let assemblyFormat = "`<` $value `>`";
}
def Enums_IteratorKindArrayAttr : TypedArrayAttrBase<Enums_IteratorKindAttr,
    "iterator kinds">;

def Enums_LoopOp : Op<Enums_Dialect, "loop"> {
  let summary = "holds iterator kinds";
  let arguments = (ins Enums_IteratorKindArrayAttr:$kinds);
  let assemblyFormat = "$kinds attr-dict";
}

def Enums_ShadeAttr : EnumAttr<Enums_Dialect, Enums_Shade, "shade">;
def Enums_PermAttr : EnumAttr<Enums_Dialect, Enums_Perm, "perm">;

// An enum property stored as its dialect attribute (the generic form shows
// `#enums<perm read>`, not the integer `EnumPropWithAttrForm` shows by default), as
// upstream's test dialect's `TestEnumPropAttrFormAlways`.
def Enums_PermInAttrProp : EnumPropWithAttrForm<Enums_Perm, Enums_PermAttr> {
  let storeInCustomAttribute = 1;
}

def Enums_MixOp : Op<Enums_Dialect, "mix"> {
  let summary = "takes enums as dialect attributes and properties";
  let arguments = (ins Enums_ShadeAttr:$shade, OptionalAttr<Enums_PermAttr>:$perm,
                   EnumProp<Enums_Shade>:$stored, EnumProp<Enums_Wide>:$wide,
                   EnumPropWithAttrForm<Enums_Perm, Enums_PermAttr>:$perm_prop,
                   Enums_PermInAttrProp:$perm_attr_prop,
                   ConfinedAttr<Enums_Color, [ConstantEnumCase<Enums_Color, "green">]>:$green,
                   ConfinedAttr<Enums_PermAttr,
                                [ConstantEnumCase<Enums_PermAttr, "read|write">]>:$read_write);
}

// `arith`'s fast-math flags as upstream's ArithBase.td spells them: a group printed alone
// when all its bits are set (`printBitEnumPrimaryGroups`), `genSpecializedAttr = 0`.
// `dialects/test/tests/enums_reference.rs` compares every value's text with mlir-opt's.
def FASTMATH_NONE            : I32BitEnumAttrCaseNone<"none"      >;
def FASTMATH_REASSOC         : I32BitEnumAttrCaseBit<"reassoc",  0>;
def FASTMATH_NO_NANS         : I32BitEnumAttrCaseBit<"nnan",     1>;
def FASTMATH_NO_INFS         : I32BitEnumAttrCaseBit<"ninf",     2>;
def FASTMATH_NO_SIGNED_ZEROS : I32BitEnumAttrCaseBit<"nsz",      3>;
def FASTMATH_ALLOW_RECIP     : I32BitEnumAttrCaseBit<"arcp",     4>;
def FASTMATH_ALLOW_CONTRACT  : I32BitEnumAttrCaseBit<"contract", 5>;
def FASTMATH_APPROX_FUNC     : I32BitEnumAttrCaseBit<"afn",      6>;
def FASTMATH_FAST            : I32BitEnumAttrCaseGroup<
    "fast",
    [
      FASTMATH_REASSOC,         FASTMATH_NO_NANS,     FASTMATH_NO_INFS,
      FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT,
      FASTMATH_APPROX_FUNC]>;

def FastMathFlags : I32BitEnumAttr<
    "FastMathFlags",
    "Floating point fast math flags",
    [
      FASTMATH_NONE,           FASTMATH_REASSOC,         FASTMATH_NO_NANS,
      FASTMATH_NO_INFS,        FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP,
      FASTMATH_ALLOW_CONTRACT, FASTMATH_APPROX_FUNC,     FASTMATH_FAST]> {
  let separator = ",";
  let genSpecializedAttr = 0;
  let printBitEnumPrimaryGroups = 1;
}

// LLVM's debug-info flags as upstream's LLVMEnums.td spells them: bit-enum cases sharing a
// value (`Private` is `Bit0`; three inheritance cases are bit 16), which mlir-tblgen
// accepts. Every case is a constant; a value prints every case whose bits are set, after
// the groups. `dialects/test/tests/enums_reference.rs` compares the text with mlir-opt's.
def DIFlagZero : I32BitEnumAttrCaseNone<"Zero">;
def DIFlagVisibilityBit0 : I32BitEnumAttrCaseBit<"Bit0", 0>;
def DIFlagVisibilityBit1 : I32BitEnumAttrCaseBit<"Bit1", 1>;
def DIFlagPrivate : I32BitEnumAttrCaseGroup<"Private", [DIFlagVisibilityBit0]>;
def DIFlagProtected : I32BitEnumAttrCaseGroup<"Protected", [DIFlagVisibilityBit1]>;
def DIFlagPublic : I32BitEnumAttrCaseGroup<"Public",
  [DIFlagVisibilityBit0, DIFlagVisibilityBit1]>;
def DIFlagFwdDecl             : I32BitEnumAttrCaseBit<"FwdDecl", 2>;
def DIFlagAppleBlock          : I32BitEnumAttrCaseBit<"AppleBlock", 3>;
def DIFlagSingleInheritance   : I32BitEnumAttrCaseBit<"SingleInheritance", 16>;
def DIFlagMultipleInheritance : I32BitEnumAttrCaseBit<"MultipleInheritance", 16>;
def DIFlagVirtualInheritance  : I32BitEnumAttrCaseBit<"VirtualInheritance", 16>;
def DIFlagIntroducedVirtual   : I32BitEnumAttrCaseBit<"IntroducedVirtual", 18>;

def DIFlags : I32BitEnumAttr<"DIFlags", "LLVM DI flags", [
    DIFlagZero, DIFlagVisibilityBit0, DIFlagVisibilityBit1, DIFlagPrivate,
    DIFlagProtected, DIFlagPublic, DIFlagFwdDecl, DIFlagAppleBlock,
    DIFlagSingleInheritance, DIFlagMultipleInheritance, DIFlagVirtualInheritance,
    DIFlagIntroducedVirtual]> {
  let printBitEnumPrimaryGroups = 1;
}
