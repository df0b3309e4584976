// Enums of every kind, and an op using them as attributes and properties.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"

def Enums_Dialect : Dialect {
  let name = "enums";
  let cppNamespace = "enums";
}

def Enums_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"Red", 0, "red">,
    I32EnumAttrCase<"Green", 1, "green">,
    I32EnumAttrCase<"Blue", 4, "blue">,
  ]>;

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
