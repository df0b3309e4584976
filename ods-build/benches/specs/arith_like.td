// A spec the size and shape of an arithmetic dialect (about fifty ops): integer and float
// binary and unary ops carrying traits, constants with a typed attribute, comparisons taking
// an enum predicate, width and kind casts, optional and variadic operands and results, and a
// few enums of each kind. The build-cost bench compiles it; nothing else depends on it.
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/EnumAttr.td"

def Calc_Dialect : Dialect {
  let name = "calc";
  let cppNamespace = "::calc";
  let summary = "Integer and floating-point arithmetic, sized for the build-cost bench.";
  let description = [{
    Elementwise arithmetic on scalars, vectors and tensors of integers, indices and
    floating-point values.
  }];
}

class Calc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Calc_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Calc_IntPredicate : I64EnumAttr<"IntPredicate", "integer comparison predicate", [
    I64EnumAttrCase<"eq", 0>,
    I64EnumAttrCase<"ne", 1>,
    I64EnumAttrCase<"slt", 2>,
    I64EnumAttrCase<"sle", 3>,
    I64EnumAttrCase<"sgt", 4>,
    I64EnumAttrCase<"sge", 5>,
    I64EnumAttrCase<"ult", 6>,
    I64EnumAttrCase<"ule", 7>,
    I64EnumAttrCase<"ugt", 8>,
    I64EnumAttrCase<"uge", 9>,
  ]>;

def Calc_FloatPredicate : I64EnumAttr<"FloatPredicate", "float comparison predicate", [
    I64EnumAttrCase<"AlwaysFalse", 0, "false">,
    I64EnumAttrCase<"OEQ", 1, "oeq">,
    I64EnumAttrCase<"OGT", 2, "ogt">,
    I64EnumAttrCase<"OGE", 3, "oge">,
    I64EnumAttrCase<"OLT", 4, "olt">,
    I64EnumAttrCase<"OLE", 5, "ole">,
    I64EnumAttrCase<"ONE", 6, "one">,
    I64EnumAttrCase<"ORD", 7, "ord">,
    I64EnumAttrCase<"UEQ", 8, "ueq">,
    I64EnumAttrCase<"UGT", 9, "ugt">,
    I64EnumAttrCase<"UGE", 10, "uge">,
    I64EnumAttrCase<"ULT", 11, "ult">,
    I64EnumAttrCase<"ULE", 12, "ule">,
    I64EnumAttrCase<"UNE", 13, "une">,
    I64EnumAttrCase<"UNO", 14, "uno">,
    I64EnumAttrCase<"AlwaysTrue", 15, "true">,
  ]>;

def Calc_Rounding : I32EnumAttr<"Rounding", "floating-point rounding mode", [
    I32EnumAttrCase<"to_nearest_even", 0>,
    I32EnumAttrCase<"downward", 1>,
    I32EnumAttrCase<"upward", 2>,
    I32EnumAttrCase<"toward_zero", 3>,
    I32EnumAttrCase<"to_nearest_away", 4>,
  ]>;

def Calc_FastMath : I32BitEnumAttr<"FastMath", "floating-point relaxations", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"reassoc", 0>,
    I32BitEnumAttrCaseBit<"nnan", 1>,
    I32BitEnumAttrCaseBit<"ninf", 2>,
    I32BitEnumAttrCaseBit<"nsz", 3>,
    I32BitEnumAttrCaseBit<"arcp", 4>,
    I32BitEnumAttrCaseBit<"contract", 5>,
    I32BitEnumAttrCaseBit<"afn", 6>,
    I32BitEnumAttrCaseGroup<"fast", [
      I32BitEnumAttrCaseBit<"reassoc", 0>, I32BitEnumAttrCaseBit<"nnan", 1>,
      I32BitEnumAttrCaseBit<"ninf", 2>, I32BitEnumAttrCaseBit<"nsz", 3>,
      I32BitEnumAttrCaseBit<"arcp", 4>, I32BitEnumAttrCaseBit<"contract", 5>,
      I32BitEnumAttrCaseBit<"afn", 6>]>,
  ]> {
  let separator = ",";
}

def Calc_Overflow : I32BitEnumAttr<"Overflow", "integer overflow assumptions", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"nsw", 0>,
    I32BitEnumAttrCaseBit<"nuw", 1>,
  ]> {
  let separator = ",";
}

def Calc_Exactness : StrEnumAttr<"Exactness", "", [
    StrEnumAttrCase<"exact">,
    StrEnumAttrCase<"inexact">,
  ]>;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

// Operands and result of one type.
class Calc_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Calc_Op<mnemonic, traits # [Pure, SameOperandsAndResultType, Elementwise]>;

class Calc_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Calc_BinaryOp<mnemonic, traits> {
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$result);
}

// Integer ops that may assume no signed or unsigned wrap.
class Calc_IntBinaryOpWithOverflow<string mnemonic, list<Trait> traits = []>
    : Calc_BinaryOp<mnemonic, traits> {
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs,
                   DefaultValuedAttr<Calc_Overflow, "Overflow::NONE">:$overflow);
  let results = (outs SignlessIntegerLike:$result);
}

class Calc_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Calc_BinaryOp<mnemonic, traits> {
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
  let results = (outs FloatLike:$result);
}

class Calc_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Calc_Op<mnemonic, traits # [Pure, SameOperandsAndResultType, Elementwise]> {
  let arguments = (ins FloatLike:$operand,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
  let results = (outs FloatLike:$result);
}

// Two results: the low half and a carry or high half.
class Calc_IntExtendedOp<string mnemonic, list<Trait> traits = []>
    : Calc_Op<mnemonic, traits # [Pure, AllTypesMatch<["lhs", "rhs", "low"]>]> {
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$low, SignlessIntegerLike:$high);
}

// One operand of one kind to one result of another, elementwise.
class Calc_CastOp<string mnemonic, TypeConstraint from, TypeConstraint to,
                  list<Trait> traits = []>
    : Calc_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape, Elementwise]> {
  let arguments = (ins from:$in);
  let results = (outs to:$out);
}

class Calc_FloatTruncOp<string mnemonic, TypeConstraint from, list<Trait> traits = []>
    : Calc_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape, Elementwise]> {
  let arguments = (ins from:$in, OptionalAttr<Calc_Rounding>:$rounding,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
  let results = (outs FloatLike:$out);
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def Calc_ConstantOp : Calc_Op<"constant", [ConstantLike, Pure]> {
  let summary = "a scalar, vector or tensor constant";
  let description = [{
    Materializes the typed attribute `value` as an SSA value of the same type.

    ```mlir
    %c = "calc.constant"() <{value = 42 : i32}> : () -> i32
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

def Calc_AddIOp : Calc_IntBinaryOpWithOverflow<"addi", [Commutative]> {
  let summary = "integer addition";
  let description = [{
    Adds two integers of the same type, wrapping on overflow unless `overflow` says the
    operation cannot wrap.
  }];
}

def Calc_SubIOp : Calc_IntBinaryOpWithOverflow<"subi"> {
  let summary = "integer subtraction";
}

def Calc_MulIOp : Calc_IntBinaryOpWithOverflow<"muli", [Commutative]> {
  let summary = "integer multiplication";
}

def Calc_ShlIOp : Calc_IntBinaryOpWithOverflow<"shli"> {
  let summary = "shift left";
}

def Calc_AddUIExtendedOp : Calc_IntExtendedOp<"addui_extended", [Commutative]> {
  let summary = "unsigned addition with an overflow bit";
  let results = (outs SignlessIntegerLike:$sum, BoolLike:$overflow);
  let traits = [Commutative, Pure, AllTypesMatch<["lhs", "rhs", "sum"]>];
}

def Calc_MulSIExtendedOp : Calc_IntExtendedOp<"mulsi_extended", [Commutative]> {
  let summary = "signed multiplication giving both halves of the product";
}

def Calc_MulUIExtendedOp : Calc_IntExtendedOp<"mului_extended", [Commutative]> {
  let summary = "unsigned multiplication giving both halves of the product";
}

def Calc_DivUIOp : Calc_IntBinaryOp<"divui"> {
  let summary = "unsigned integer division, rounding toward zero";
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs, UnitAttr:$isExact);
}

def Calc_DivSIOp : Calc_IntBinaryOp<"divsi"> {
  let summary = "signed integer division, rounding toward zero";
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs, UnitAttr:$isExact);
}

def Calc_CeilDivUIOp : Calc_IntBinaryOp<"ceildivui"> {
  let summary = "unsigned integer division, rounding toward positive infinity";
}

def Calc_CeilDivSIOp : Calc_IntBinaryOp<"ceildivsi"> {
  let summary = "signed integer division, rounding toward positive infinity";
}

def Calc_FloorDivSIOp : Calc_IntBinaryOp<"floordivsi"> {
  let summary = "signed integer division, rounding toward negative infinity";
}

def Calc_RemUIOp : Calc_IntBinaryOp<"remui"> {
  let summary = "unsigned integer remainder";
}

def Calc_RemSIOp : Calc_IntBinaryOp<"remsi"> {
  let summary = "signed integer remainder, with the sign of the dividend";
}

def Calc_AndIOp : Calc_IntBinaryOp<"andi", [Commutative, Idempotent]> {
  let summary = "bitwise and";
}

def Calc_OrIOp : Calc_IntBinaryOp<"ori", [Commutative, Idempotent]> {
  let summary = "bitwise or";
}

def Calc_XOrIOp : Calc_IntBinaryOp<"xori", [Commutative]> {
  let summary = "bitwise exclusive or";
}

def Calc_ShrUIOp : Calc_IntBinaryOp<"shrui"> {
  let summary = "logical shift right";
}

def Calc_ShrSIOp : Calc_IntBinaryOp<"shrsi"> {
  let summary = "arithmetic shift right";
}

def Calc_MaxSIOp : Calc_IntBinaryOp<"maxsi", [Commutative]> {
  let summary = "signed maximum";
}

def Calc_MaxUIOp : Calc_IntBinaryOp<"maxui", [Commutative]> {
  let summary = "unsigned maximum";
}

def Calc_MinSIOp : Calc_IntBinaryOp<"minsi", [Commutative]> {
  let summary = "signed minimum";
}

def Calc_MinUIOp : Calc_IntBinaryOp<"minui", [Commutative]> {
  let summary = "unsigned minimum";
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

def Calc_AddFOp : Calc_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "floating-point addition";
}

def Calc_SubFOp : Calc_FloatBinaryOp<"subf"> {
  let summary = "floating-point subtraction";
}

def Calc_MulFOp : Calc_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "floating-point multiplication";
}

def Calc_DivFOp : Calc_FloatBinaryOp<"divf"> {
  let summary = "floating-point division";
}

def Calc_RemFOp : Calc_FloatBinaryOp<"remf"> {
  let summary = "floating-point remainder";
}

def Calc_MaximumFOp : Calc_FloatBinaryOp<"maximumf", [Commutative]> {
  let summary = "floating-point maximum, propagating NaN";
}

def Calc_MaxNumFOp : Calc_FloatBinaryOp<"maxnumf", [Commutative]> {
  let summary = "floating-point maximum, preferring the non-NaN operand";
}

def Calc_MinimumFOp : Calc_FloatBinaryOp<"minimumf", [Commutative]> {
  let summary = "floating-point minimum, propagating NaN";
}

def Calc_MinNumFOp : Calc_FloatBinaryOp<"minnumf", [Commutative]> {
  let summary = "floating-point minimum, preferring the non-NaN operand";
}

def Calc_NegFOp : Calc_FloatUnaryOp<"negf", [Involution]> {
  let summary = "floating-point negation";
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

def Calc_ExtUIOp : Calc_CastOp<"extui", SignlessIntegerLike, SignlessIntegerLike> {
  let summary = "zero-extend an integer to a wider type";
}

def Calc_ExtSIOp : Calc_CastOp<"extsi", SignlessIntegerLike, SignlessIntegerLike> {
  let summary = "sign-extend an integer to a wider type";
}

def Calc_TruncIOp : Calc_CastOp<"trunci", SignlessIntegerLike, SignlessIntegerLike> {
  let summary = "truncate an integer to a narrower type";
  let arguments = (ins SignlessIntegerLike:$in,
                   DefaultValuedAttr<Calc_Overflow, "Overflow::NONE">:$overflow);
}

def Calc_ExtFOp : Calc_CastOp<"extf", FloatLike, FloatLike> {
  let summary = "extend a floating-point value to a wider type";
  let arguments = (ins FloatLike:$in,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
}

def Calc_TruncFOp : Calc_FloatTruncOp<"truncf", FloatLike> {
  let summary = "truncate a floating-point value to a narrower type";
}

def Calc_ScalingExtFOp : Calc_Op<"scaling_extf", [Pure, Elementwise]> {
  let summary = "extend a floating-point value, multiplying by a power-of-two scale";
  let arguments = (ins FloatLike:$in, FloatLike:$scale,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
  let results = (outs FloatLike:$out);
}

def Calc_ScalingTruncFOp : Calc_Op<"scaling_truncf", [Pure, Elementwise]> {
  let summary = "truncate a floating-point value after dividing by a power-of-two scale";
  let arguments = (ins FloatLike:$in, FloatLike:$scale,
                   OptionalAttr<Calc_Rounding>:$rounding,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
  let results = (outs FloatLike:$out);
}

def Calc_UIToFPOp : Calc_CastOp<"uitofp", SignlessIntegerLike, FloatLike> {
  let summary = "convert an unsigned integer to floating point";
}

def Calc_SIToFPOp : Calc_CastOp<"sitofp", SignlessIntegerLike, FloatLike> {
  let summary = "convert a signed integer to floating point";
}

def Calc_FPToUIOp : Calc_CastOp<"fptoui", FloatLike, SignlessIntegerLike> {
  let summary = "convert floating point to an unsigned integer, rounding toward zero";
}

def Calc_FPToSIOp : Calc_CastOp<"fptosi", FloatLike, SignlessIntegerLike> {
  let summary = "convert floating point to a signed integer, rounding toward zero";
}

def Calc_IndexCastOp : Calc_CastOp<"index_cast", SignlessIntegerOrIndexLike, SignlessIntegerOrIndexLike> {
  let summary = "convert between index and an integer, sign-extending";
}

def Calc_IndexCastUIOp : Calc_CastOp<"index_castui", SignlessIntegerOrIndexLike, SignlessIntegerOrIndexLike> {
  let summary = "convert between index and an integer, zero-extending";
}

def Calc_BitcastOp : Calc_CastOp<"bitcast", AnySignlessIntegerOrFloat, AnySignlessIntegerOrFloat> {
  let summary = "reinterpret the bits of a value as another type of the same width";
}

//===----------------------------------------------------------------------===//
// Comparisons and selection
//===----------------------------------------------------------------------===//

def Calc_CmpIOp : Calc_Op<"cmpi", [Pure, SameTypeOperands, Elementwise]> {
  let summary = "integer comparison";
  let description = [{
    Compares two integers of the same type by `predicate`, giving `i1` (or a shaped `i1`
    of the operands' shape).
  }];
  let arguments = (ins Calc_IntPredicate:$predicate,
                   SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs BoolLike:$result);
}

def Calc_CmpFOp : Calc_Op<"cmpf", [Pure, SameTypeOperands, Elementwise]> {
  let summary = "floating-point comparison";
  let arguments = (ins Calc_FloatPredicate:$predicate, FloatLike:$lhs, FloatLike:$rhs,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
  let results = (outs BoolLike:$result);
}

def Calc_SelectOp : Calc_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "choose between two values by a condition";
  let arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
}

//===----------------------------------------------------------------------===//
// Optional and variadic operands and results
//===----------------------------------------------------------------------===//

def Calc_FmaFOp : Calc_Op<"fmaf", [Pure, Elementwise]> {
  let summary = "fused multiply-add, with an optional addend";
  let arguments = (ins FloatLike:$a, FloatLike:$b, Optional<AnyFloat>:$c,
                   DefaultValuedAttr<Calc_FastMath, "FastMath::NONE">:$fastmath);
  let results = (outs FloatLike:$result);
}

def Calc_SplitOp : Calc_Op<"split", [Pure, AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let summary = "regroup integers and floats into any number of results";
  let arguments = (ins Variadic<AnySignlessIntegerOrIndex>:$ints, Variadic<AnyFloat>:$floats,
                   Optional<Index>:$offset, Calc_Exactness:$exactness);
  let results = (outs Variadic<AnySignlessIntegerOrIndex>:$int_parts,
                  Variadic<AnyFloat>:$float_parts);
}

def Calc_ConvertOp : Calc_Op<"convert", [Pure]> {
  let summary = "convert between any scalar kinds, with conversion properties";
  let arguments = (ins AnyType:$in, DefaultValuedProp<I32Prop, "0">:$mode,
                   OptionalProp<StringProp>:$note, EnumProp<Calc_Rounding>:$rounding);
  let results = (outs AnyType:$out);
}
