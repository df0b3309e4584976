//===-- CommonTypeConstraints.td - common type constraints ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `$_self` is an
// `ods_runtime::Type` and `$_ctxt` the `&ods_runtime::Context`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_COMMON_TYPE_CONSTRAINTS
#define ODS_COMMON_TYPE_CONSTRAINTS

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"

// A type constraint usable as an operand or result type; `builderCall`, when
// set, builds the type (`$_builder` is the `&mut Context`), so results of
// this type can be inferred by builders.
class Type<Pred condition, string descr = "",
           string cppType = "::ods_runtime::Type">
    : TypeConstraint<condition, descr, cppType> {
  string description = "";
  string builderCall = "";
}

// A type constraint with a different summary.
class DialectType<Dialect d, Pred condition, string descr = "",
                  string cppType = "::ods_runtime::Type">
    : Type<condition, descr, cppType> {
  // The dialect the type belongs to (a description; the predicate decides).
  Dialect dialect = d;
}

// A type carrying a builder call.
class BuildableType<code builder> {
  code builderCall = builder;
}

// Wraps a type to give it a new summary.
class TypeAlias<Type t, string summary = t.summary> :
    Type<t.predicate, summary, t.cppType> {
  let builderCall = t.builderCall;
}

// Operand/result kinds.
class Optional<Type type> : TypeConstraint<type.predicate, type.summary,
                                           type.cppType> {
  Type baseType = type;
}
class Variadic<Type type> : TypeConstraint<type.predicate, "variadic of " # type.summary,
                                           type.cppType> {
  Type baseType = type;
  // The fewest values the group may hold. Only 0 is supported by ods-build: another value
  // is refused.
  int minSize = 0;
}
// Groups of values whose sizes are stored in the `segmentAttrName` attribute.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName> : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}

// Combinators.
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string cppType = "::ods_runtime::Type"> : Type<
    Or<!foreach(allowedtype, allowedTypeList, allowedtype.predicate)>,
    !if(!eq(summary, ""),
        !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
        summary),
    cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

class AllOfType<list<Type> allowedTypeList, string summary = "",
                string cppType = "::ods_runtime::Type"> : Type<
    And<!foreach(allowedtype, allowedTypeList, allowedtype.predicate)>,
    !if(!eq(summary, ""),
        !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
        summary),
    cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppType = type.cppType> : Type<
    And<!listconcat([type.predicate], predicates)>, summary, cppType> {
  Type baseType = type;
  list<Pred> predicateList = predicates;
}

// Builds the type like `type` when `type` is buildable (`builder` may use
// `type.builderCall`).
class SameBuildabilityAs<Type type, code builder> {
  code builderCall = !if(!empty(type.builderCall), "", builder);
}

// Any type at all.
def AnyType : Type<CPred<"true">, "any type">;
def NoneType : Type<CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::None)">,
                    "none type", "::mlir::NoneType">,
               BuildableType<"::ods_runtime::Type::none($_builder)">;

//===----------------------------------------------------------------------===//
// Type predicates. Each reads `$_ctxt.ty($_self).kind()`.
//===----------------------------------------------------------------------===//

def IsVectorOfNonZeroRankTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { shape, .. } if !shape.is_empty())">;
def IsFixedVectorOfNonZeroRankTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { shape, scalable, .. } if !shape.is_empty() && !scalable.contains(&true))">;
def IsVectorOfAnyRankTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { .. })">;
def IsFixedVectorOfAnyRankTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { scalable, .. } if !scalable.contains(&true))">;
def IsVectorTypeWithAnyDimScalablePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { scalable, .. } if scalable.contains(&true))">;
def IsVectorTypeWithOnlyTrailingDimScalablePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { scalable, .. } if scalable.split_last().is_some_and(|(last, rest)| *last && !rest.contains(&true)))">;
def IsVectorTypeWithAllDimsScalablePred : And<[
  IsVectorOfNonZeroRankTypePred,
  CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { scalable, .. } if scalable.iter().all(|s| *s))">
]>;
def IsTensorTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::RankedTensor { .. } | ::ods_runtime::types::TypeKind::UnrankedTensor { .. })">;
def IsMemRefTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::MemRef { .. })">;
def IsTensorOrMemRefTypePred : Or<[IsTensorTypePred, IsMemRefTypePred]>;
def IsUnrankedMemRefTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::UnrankedMemRef { .. })">;
def IsUnrankedTensorTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::UnrankedTensor { .. })">;
def IsRankedTensorTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::RankedTensor { .. })">;
def IsBaseMemRefTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::MemRef { .. } | ::ods_runtime::types::TypeKind::UnrankedMemRef { .. })">;
def IsShapedTypePred : CPred<"$_ctxt.ty($_self).is_shaped()">;
def HasStaticShapePred : CPred<"$_ctxt.ty($_self).shape().is_some_and(|s| s.iter().all(|d| *d != ::ods_runtime::types::DYNAMIC))">;
def IsTupleTypePred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Tuple(_))">;
// The builtin types with value semantics: tensors and vectors.
def HasValueSemanticsPred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::RankedTensor { .. } | ::ods_runtime::types::TypeKind::UnrankedTensor { .. } | ::ods_runtime::types::TypeKind::Vector { .. })">;

//===----------------------------------------------------------------------===//
// Integers.
//===----------------------------------------------------------------------===//

def AnyInteger : Type<CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { .. })">,
                      "integer", "::mlir::IntegerType">;

class AnyI<int width> : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", .. })">,
    width # "-bit integer"> {
  int bitwidth = width;
}

class AnyIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, AnyI<w>),
              !interleave(widths, "/") # "-bit integer",
              "::mlir::IntegerType">;

def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

def AnySignlessInteger : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { signedness: ::ods_runtime::types::Signedness::Signless, .. })">,
    "signless integer", "::mlir::IntegerType">;

class I<int width> : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::Signless })">,
    width # "-bit signless integer", "::mlir::IntegerType">,
    BuildableType<"::ods_runtime::Type::int($_builder, " # width # ")"> {
  int bitwidth = width;
}

class SignlessIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, I<w>),
              !interleave(widths, "/") # "-bit signless integer">;

def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;

def AnySignedInteger : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { signedness: ::ods_runtime::types::Signedness::Signed, .. })">,
    "signed integer">;

class SI<int width> : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::Signed })">,
    width # "-bit signed integer", "::mlir::IntegerType">,
    BuildableType<"::ods_runtime::Type::integer($_builder, " # width # ", ::ods_runtime::types::Signedness::Signed)"> {
  int bitwidth = width;
}

class SignedIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, SI<w>),
              !interleave(widths, "/") # "-bit signed integer">;

def SI1 : SI<1>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

def AnyUnsignedInteger : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { signedness: ::ods_runtime::types::Signedness::Unsigned, .. })">,
    "unsigned integer">;

class UI<int width> : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::Unsigned })">,
    width # "-bit unsigned integer", "::mlir::IntegerType">,
    BuildableType<"::ods_runtime::Type::integer($_builder, " # width # ", ::ods_runtime::types::Signedness::Unsigned)"> {
  int bitwidth = width;
}

class UnsignedIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, UI<w>),
              !interleave(widths, "/") # "-bit unsigned integer">;

def UI1 : UI<1>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

def Index : Type<CPred<"$_ctxt.ty($_self).is_index()">, "index", "::mlir::IndexType">,
            BuildableType<"::ods_runtime::Type::index($_builder)">;

def AnySignlessIntegerOrIndex : Type<
    Or<[AnySignlessInteger.predicate, Index.predicate]>,
    "signless integer or index">;

//===----------------------------------------------------------------------===//
// Floats.
//===----------------------------------------------------------------------===//

def AnyFloat : Type<CPred<"$_ctxt.ty($_self).is_float()">, "floating-point",
                    "::mlir::FloatType">;

// The float type `f<width>` (16, 32, 64, 80 or 128).
class F<int width> : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::F" # width # "))">,
    width # "-bit float", "::mlir::FloatType">,
    BuildableType<"::ods_runtime::Type::float($_builder, ::ods_runtime::types::FloatKind::F" # width # ")"> {
  int bitwidth = width;
}

class FloatOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, F<w>),
              !interleave(widths, "/") # "-bit float">;

def F16 : F<16>;
def F32 : F<32>;
def F64 : F<64>;
def F80 : F<80>;
def F128 : F<128>;

// A float type of the given `FloatKind`, summarized as `<keyword> type`.
class OdsFloatOfKind<string kind, string keyword> : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::" # kind # "))">,
    keyword # " type">,
    BuildableType<"::ods_runtime::Type::float($_builder, ::ods_runtime::types::FloatKind::" # kind # ")">;

def BF16 : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::BF16))">,
    "bfloat16 type">,
    BuildableType<"::ods_runtime::Type::bf16($_builder)">;
def TF32 : OdsFloatOfKind<"TF32", "tf32">;
def F8E4M3FN : OdsFloatOfKind<"F8E4M3FN", "f8E4M3FN">;
def F8E5M2 : OdsFloatOfKind<"F8E5M2", "f8E5M2">;
def F8E4M3 : OdsFloatOfKind<"F8E4M3", "f8E4M3">;
def F8E4M3FNUZ : OdsFloatOfKind<"F8E4M3FNUZ", "f8E4M3FNUZ">;
def F8E4M3B11FNUZ : OdsFloatOfKind<"F8E4M3B11FNUZ", "f8E4M3B11FNUZ">;
def F8E5M2FNUZ : OdsFloatOfKind<"F8E5M2FNUZ", "f8E5M2FNUZ">;
def F8E3M4 : OdsFloatOfKind<"F8E3M4", "f8E3M4">;
def F4E2M1FN : OdsFloatOfKind<"F4E2M1FN", "f4E2M1FN">;
def F6E2M3FN : OdsFloatOfKind<"F6E2M3FN", "f6E2M3FN">;
def F6E3M2FN : OdsFloatOfKind<"F6E3M2FN", "f6E3M2FN">;
def F8E8M0FNU : OdsFloatOfKind<"F8E8M0FNU", "f8E8M0FNU">;

def AnySignlessIntegerOrFloat : AnyTypeOf<[AnySignlessInteger, AnyFloat],
    "signless integer or floating-point">;

//===----------------------------------------------------------------------===//
// Complex, opaque and function types.
//===----------------------------------------------------------------------===//

def AnyComplex : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Complex(_))">,
    "complex-type", "::mlir::ComplexType">;

// A complex type whose element type satisfies `elType`.
class Complex<Type elType>
    : ConfinedType<AnyComplex, [
          SubstLeaves<"$_self",
                      "if let ::ods_runtime::types::TypeKind::Complex(ods_elem) = $_ctxt.ty($_self).kind() { *ods_elem } else { $_self }",
                      elType.predicate>],
          "complex type with " # elType.summary # " elements">,
      SameBuildabilityAs<elType, "{ let ods_elem = " # elType.builderCall # "; ::ods_runtime::Type::complex($_builder, ods_elem) }"> {
  Type elementType = elType;
}

// The opaque type `!dialect.name`.
class OpaqueType<string dialect, string name, string summary>
  : Type<CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Opaque { dialect, data } if (*dialect).as_str($_ctxt) == \"" # dialect # "\" && data == \"" # name # "\")">,
         summary, "::mlir::OpaqueType">,
    BuildableType<"::ods_runtime::Type::opaque($_builder, \"" # dialect # "\", \"" # name # "\")">;

def FunctionType : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Function { .. })">,
    "function type", "::mlir::FunctionType">;

// A graph region's type is a function type (as in MLIR, where GraphType is FunctionType).
def GraphType : Type<
    CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Function { .. })">,
    "graph type", "::mlir::GraphType">;

//===----------------------------------------------------------------------===//
// Containers.
//===----------------------------------------------------------------------===//

// A container type (`containerPred`) whose element, read by the Rust expression
// `elementTypeCall` over `$_self`, satisfies `etype`.
class ContainerType<Type etype, Pred containerPred, code elementTypeCall,
                    string descr, string cppType = "::ods_runtime::Type"> :
    Type<And<[containerPred,
              SubstLeaves<"$_self", !cast<string>(elementTypeCall),
                          etype.predicate>]>,
         descr # " of " # etype.summary # " values", cppType>;

// `$_self` in the element predicate is the element type of a shaped type.
class ElementTypeOfPred<Pred elemPred>
    : SubstLeaves<"$_self", "$_ctxt.ty($_self).element_type().unwrap_or($_self)", elemPred>;

class ShapedContainerType<list<Type> allowedTypes, Pred containerPred,
                          string descr, string cppType = "::ods_runtime::Type"> : Type<
    And<[containerPred,
         ElementTypeOfPred<AnyTypeOf<allowedTypes>.predicate>]>,
    descr # " of " # AnyTypeOf<allowedTypes>.summary # " values", cppType>;

def HasRankPred : CPred<"$_ctxt.ty($_self).rank().is_some()">;

class HasAnyRankOfPred<list<int> ranks> : And<[
    HasRankPred,
    Or<!foreach(rank, ranks, CPred<"$_ctxt.ty($_self).rank() == Some(" # rank # ")">)>]>;

class HasRankGreaterOrEqualPred<int rank> : And<[
    HasRankPred,
    CPred<"$_ctxt.ty($_self).rank().is_some_and(|r| i64::try_from(r).is_ok_and(|r| r >= " # rank # "))">]>;

class ValueSemanticsContainerOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, HasValueSemanticsPred,
  "container with value semantics">;

// Vectors.
class VectorOfNonZeroRankOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorOfNonZeroRankTypePred, "vector", "::mlir::VectorType">;
class FixedVectorOfNonZeroRankOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsFixedVectorOfNonZeroRankTypePred,
                      "fixed-length vector", "::mlir::VectorType">;
class VectorOfAnyRankOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector", "::mlir::VectorType">;
class FixedVectorOfAnyRank<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsFixedVectorOfAnyRankTypePred,
                      "fixed-length vector", "::mlir::VectorType">;
class ScalableVectorOfAnyRank<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorTypeWithAnyDimScalablePred,
                      "scalable vector", "::mlir::VectorType">;
class VectorWithTrailingDimScalableOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorTypeWithOnlyTrailingDimScalablePred,
                      "trailing scalable vector", "::mlir::VectorType">;
// A vector of any rank (ods-rs' name, kept for existing specs).
class VectorOf<list<Type> allowedTypes> : VectorOfAnyRankOf<allowedTypes>;

class OdsVectorRankIsOneOf<list<int> allowedRanks> :
  Or<!foreach(allowedlength, allowedRanks,
              CPred<"$_ctxt.ty($_self).rank() == Some(" # allowedlength # ")">)>;

class IsVectorOfRankPred<list<int> allowedRanks> :
  And<[IsVectorOfNonZeroRankTypePred, OdsVectorRankIsOneOf<allowedRanks>]>;
class IsFixedVectorOfRankPred<list<int> allowedRanks> :
  And<[IsFixedVectorOfAnyRankTypePred, OdsVectorRankIsOneOf<allowedRanks>]>;
class IsScalableVectorOfRankPred<list<int> allowedRanks> :
  And<[IsVectorTypeWithAnyDimScalablePred, OdsVectorRankIsOneOf<allowedRanks>]>;

class VectorOfRank<list<int> allowedRanks> : Type<
  IsVectorOfRankPred<allowedRanks>,
  " of ranks " # !interleave(allowedRanks, "/"), "::mlir::VectorType">;
class FixedVectorOfRank<list<int> allowedRanks> : Type<
  IsFixedVectorOfRankPred<allowedRanks>,
  " of ranks " # !interleave(allowedRanks, "/"), "::mlir::VectorType">;
class ScalableVectorOfRank<list<int> allowedRanks> : Type<
  IsScalableVectorOfRankPred<allowedRanks>,
  " of ranks " # !interleave(allowedRanks, "/"), "::mlir::VectorType">;

class VectorOfRankAndType<list<int> allowedRanks,
                          list<Type> allowedTypes> : AllOfType<
  [VectorOfNonZeroRankOf<allowedTypes>, VectorOfRank<allowedRanks>],
  VectorOfNonZeroRankOf<allowedTypes>.summary # VectorOfRank<allowedRanks>.summary, "::mlir::VectorType">;
class FixedVectorOfRankAndType<list<int> allowedRanks,
                               list<Type> allowedTypes> : AllOfType<
  [FixedVectorOfAnyRank<allowedTypes>, VectorOfRank<allowedRanks>],
  FixedVectorOfAnyRank<allowedTypes>.summary # VectorOfRank<allowedRanks>.summary, "::mlir::VectorType">;

// The number of elements of a vector (its dimensions are never dynamic).
defvar OdsVectorNumElements = "$_ctxt.ty($_self).shape().map(|s| s.iter().product::<i64>())";

class OdsVectorLengthIsOneOf<list<int> allowedLengths> :
  Or<!foreach(allowedlength, allowedLengths,
              CPred<OdsVectorNumElements # " == Some(" # allowedlength # ")">)>;

class IsVectorOfLengthPred<list<int> allowedLengths> :
  And<[IsVectorOfNonZeroRankTypePred, OdsVectorLengthIsOneOf<allowedLengths>]>;
class IsVectorOfMinLengthPred<int minLength> :
  And<[IsVectorOfNonZeroRankTypePred,
       CPred<OdsVectorNumElements # ".is_some_and(|n| n >= " # minLength # ")">]>;
class IsVectorOfMaxLengthPred<int maxLength> :
  And<[IsVectorOfNonZeroRankTypePred,
       CPred<OdsVectorNumElements # ".is_some_and(|n| n <= " # maxLength # ")">]>;
class IsFixedVectorOfLengthPred<list<int> allowedLengths> :
  And<[IsFixedVectorOfAnyRankTypePred, OdsVectorLengthIsOneOf<allowedLengths>]>;
class IsScalableVectorOfLengthPred<list<int> allowedLengths> :
  And<[IsVectorTypeWithAnyDimScalablePred, OdsVectorLengthIsOneOf<allowedLengths>]>;

// `value` as a 1-based position from the front (value >= 0) or the back (value < 0).
class NormalizeIndex<int value> {
  int ret = !if(!lt(value, 0),
    !sub(0, value)  /* -value if negative */,
    !add(value, 1)  /* value + 1 if positive*/);
}

// Dimension `n` (counted from the back when negative) has one of `allowedSizes`.
class IsNthDimSizeIsOneOfPred<int n, list<int> allowedSizes>
  : And<[
      CPred<"$_ctxt.ty($_self).rank().is_some_and(|r| r >= " # NormalizeIndex<n>.ret # ")">,
      CPred<"$_ctxt.ty($_self).shape().and_then(|s| "
            # !cond(!eq(n, -1): "s.last()",
                    !lt(n, 0): "s.iter().rev().nth(" # !sub(NormalizeIndex<n>.ret, 1) # ")",
                    !eq(n, 0): "s.first()",
                    true: "s.get(" # n # ")")
            # ").is_some_and(|d| [" # !interleave(allowedSizes, ", ") # "].contains(d))">]>;

class IsVectorOfShape<list<int> shape>
  : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::Vector { .. }) && $_ctxt.ty($_self).shape() == Some(&[" # !interleave(shape, ", ") # "][..])">;

class VectorOfLength<list<int> allowedLengths> : Type<
  IsVectorOfLengthPred<allowedLengths>,
  " of length " # !interleave(allowedLengths, "/"), "::mlir::VectorType">;
class VectorOfMinLength<int minLength> : Type<
  IsVectorOfMinLengthPred<minLength>,
  " of at least length " # minLength, "::mlir::VectorType">;
class VectorOfMaxLength<int maxLength> : Type<
  IsVectorOfMaxLengthPred<maxLength>,
  " of at most length " # maxLength, "::mlir::VectorType">;
class FixedVectorOfLength<list<int> allowedLengths> : Type<
  IsFixedVectorOfLengthPred<allowedLengths>,
  " of length " # !interleave(allowedLengths, "/"), "::mlir::VectorType">;
class ScalableVectorOfLength<list<int> allowedLengths> : Type<
  IsScalableVectorOfLengthPred<allowedLengths>,
  " of length " # !interleave(allowedLengths, "/"), "::mlir::VectorType">;

class VectorOfLengthAndType<list<int> allowedLengths,
                            list<Type> allowedTypes> : AllOfType<
  [VectorOfNonZeroRankOf<allowedTypes>, VectorOfLength<allowedLengths>],
  VectorOfNonZeroRankOf<allowedTypes>.summary # VectorOfLength<allowedLengths>.summary, "::mlir::VectorType">;

class VectorOfMinMaxLengthAndType<int minLength, int maxLength,
                                  list<Type> allowedTypes> : AllOfType<
  [VectorOfNonZeroRankOf<allowedTypes>, VectorOfMinLength<minLength>,
   VectorOfMaxLength<maxLength>],
  VectorOfNonZeroRankOf<allowedTypes>.summary # VectorOfMinLength<minLength>.summary
    # VectorOfMaxLength<maxLength>.summary, "::mlir::VectorType">;

class FixedVectorOfShapeAndType<list<int> shape, Type elType> : ShapedContainerType<
  [elType],
  And<[IsVectorOfShape<shape>, IsFixedVectorOfAnyRankTypePred]>,
  "vector<" # !interleave(shape, "x") # "x" # elType # ">", "::mlir::VectorType">,
  BuildableType<"{ let ods_elem = " # elType.builderCall # "; ::ods_runtime::Type::vector($_builder, &[" # !interleave(shape, ", ") # "], ods_elem) }">;

class FixedVectorOfLengthAndType<list<int> allowedLengths,
                                 list<Type> allowedTypes> : AllOfType<
  [FixedVectorOfAnyRank<allowedTypes>, FixedVectorOfLength<allowedLengths>],
  FixedVectorOfAnyRank<allowedTypes>.summary #
  FixedVectorOfLength<allowedLengths>.summary, "::mlir::VectorType">;

class ScalableVectorOfLengthAndType<list<int> allowedLengths,
                                    list<Type> allowedTypes> : AllOfType<
  [ScalableVectorOfAnyRank<allowedTypes>, ScalableVectorOfLength<allowedLengths>],
  ScalableVectorOfAnyRank<allowedTypes>.summary #
  ScalableVectorOfLength<allowedLengths>.summary, "::mlir::VectorType">;

class ScalableVectorOfRankAndLengthAndType<list<int> allowedRanks,
                                           list<int> allowedLengths,
                                           list<Type> allowedTypes> : AllOfType<
  [ScalableVectorOfRank<allowedRanks>, ScalableVectorOfAnyRank<allowedTypes>,
   ScalableVectorOfLength<allowedLengths>],
  ScalableVectorOfRank<allowedRanks>.summary #
  ScalableVectorOfAnyRank<allowedTypes>.summary #
  ScalableVectorOfLength<allowedLengths>.summary, "::mlir::VectorType">;

class ShapedTypeWithNthDimOfSize<int n, list<int> allowedSizes> : Type<
  IsNthDimSizeIsOneOfPred<n, allowedSizes>,
  " with dim " # n # " having a size of {" # !interleave(allowedSizes, ", ") # "}", "::mlir::ShapedType">;

class VectorWithTrailingDimScalableOfSizeAndType<list<int> allowedTrailingSizes,
                                                 list<Type> allowedTypes> : AllOfType<
  [VectorWithTrailingDimScalableOf<allowedTypes>,
   ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>],
  VectorWithTrailingDimScalableOf<allowedTypes>.summary #
  ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>.summary, "::mlir::VectorType">;

def AnyVectorOfNonZeroRank : VectorOfNonZeroRankOf<[AnyType]>;
def AnyFixedVectorOfNonZeroRank : FixedVectorOfNonZeroRankOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyFixedVectorOfAnyRank : FixedVectorOfAnyRank<[AnyType]>;
def AnyScalableVectorOfAnyRank : ScalableVectorOfAnyRank<[AnyType]>;
def AnyVector : Type<IsVectorOfAnyRankTypePred, "vector of any type values">;

def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped",
                                    "::mlir::ShapedType">;

// Tensors.
class UnrankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                       string summary = "unranked tensor">
  : ShapedContainerType<
      allowedTypes, And<!listconcat([IsUnrankedTensorTypePred], preds)>,
      summary, "::mlir::UnrankedTensorType">;

class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
  : ShapedContainerType<
      allowedTypes, And<!listconcat([IsRankedTensorTypePred], preds)>,
      summary, "::mlir::RankedTensorType">;

class TensorOf<list<Type> allowedTypes, list<Pred> preds = [],
               string summary = "tensor">
  : ShapedContainerType<allowedTypes,
      And<!listconcat([IsTensorTypePred], preds)>,
      summary, "::mlir::TensorType">;

def AnyTensor : TensorOf<[AnyType]>;
def I1Tensor : TensorOf<[I1]>;
def I8Tensor : TensorOf<[I8]>;
def I16Tensor : TensorOf<[I16]>;
def I32Tensor : TensorOf<[I32]>;
def I64Tensor : TensorOf<[I64]>;
def IndexTensor : TensorOf<[Index]>;
def BF16Tensor : TensorOf<[BF16]>;
def F16Tensor : TensorOf<[F16]>;
def F32Tensor : TensorOf<[F32]>;
def F64Tensor : TensorOf<[F64]>;

class Non0RankedTensorOf<list<Type> allowedTypes>
  : TensorOf<allowedTypes, [HasRankGreaterOrEqualPred<1>],
      "non-0-ranked.tensor">;

def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyNon0RankedTensor : Non0RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;

def AnyNon0RankedOrUnrankedTensor
  : AnyTypeOf<[AnyUnrankedTensor, AnyNon0RankedTensor],
              "non-0-ranked or unranked tensor", "::mlir::TensorType">;

class TensorRankOf<list<Type> allowedTypes, list<int> ranks>
  : RankedTensorOf<allowedTypes,
      [HasAnyRankOfPred<ranks>],
      !interleave(!foreach(rank, ranks, rank # "D"), "/") # " tensor">;

class 0DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [0]>;
class 1DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [1]>;
class 2DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [2]>;
class 3DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [3]>;
class 4DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [4]>;

class StaticShapeTensorOf<list<Type> allowedTypes>
  : RankedTensorOf<allowedTypes, [HasStaticShapePred],
                   "statically shaped tensor">;

def AnyStaticShapeTensor : StaticShapeTensorOf<[AnyType]>;

// Memrefs.
class UnrankedMemRefOf<list<Type> allowedTypes> :
    ShapedContainerType<allowedTypes,
                        IsUnrankedMemRefTypePred, "unranked.memref", "::mlir::UnrankedMemRefType">;

def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;

class MemRefOf<list<Type> allowedTypes> :
    ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref", "::mlir::MemRefType">;

class Non0RankedMemRefOf<list<Type> allowedTypes> :
    ConfinedType<MemRefOf<allowedTypes>, [HasRankGreaterOrEqualPred<1>],
         "non-0-ranked." # MemRefOf<allowedTypes>.summary>;

def AnyMemRef : MemRefOf<[AnyType]>;
def AnyNon0RankedMemRef : Non0RankedMemRefOf<[AnyType]>;

class RankedOrUnrankedMemRefOf<
    list<Type> allowedTypes,
    list<Pred> preds = [],
    string summary = "ranked or unranked memref">
  : ShapedContainerType<allowedTypes,
      And<!listconcat([IsBaseMemRefTypePred], preds)>,
      summary, "::mlir::BaseMemRefType">;

def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyNon0RankedOrUnrankedMemRef :
    AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>;

def I1MemRef : MemRefOf<[I1]>;
def I8MemRef : MemRefOf<[I8]>;
def I16MemRef : MemRefOf<[I16]>;
def I32MemRef : MemRefOf<[I32]>;
def I64MemRef : MemRefOf<[I64]>;
def BF16MemRef : MemRefOf<[BF16]>;
def F16MemRef : MemRefOf<[F16]>;
def F32MemRef : MemRefOf<[F32]>;
def F64MemRef : MemRefOf<[F64]>;

class MemRefRankOf<list<Type> allowedTypes, list<int> ranks> :
    ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
         !interleave(!foreach(rank, ranks, rank # "D"), "/") # " " #
         MemRefOf<allowedTypes>.summary>;

class StaticShapeMemRefOf<list<Type> allowedTypes> :
    ConfinedType<MemRefOf<allowedTypes>, [HasStaticShapePred],
         "statically shaped " # MemRefOf<allowedTypes>.summary>;

def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;

// A memref whose layout is strided: the default layout, `strided<...>` or an
// identity affine map. (Other affine maps are not recognized as strided.)
def HasStridesPred : CPred<"matches!($_ctxt.ty($_self).kind(), ::ods_runtime::types::TypeKind::MemRef { layout, .. } if layout.is_none_or(|l| match $_ctxt.attr(l).kind() { ::ods_runtime::attributes::AttrKind::StridedLayout { .. } => true, ::ods_runtime::attributes::AttrKind::AffineMap(m) => m.is_identity(), _ => false }))">;

class StridedMemRefOf<list<Type> allowedTypes> :
    ConfinedType<MemRefOf<allowedTypes>, [HasStridesPred],
         "strided " # MemRefOf<allowedTypes>.summary>;

def AnyStridedMemRef : StridedMemRefOf<[AnyType]>;

class AnyStridedMemRefOfRank<int rank> :
  AllOfType<[AnyStridedMemRef, MemRefRankOf<[AnyType], [rank]>],
       AnyStridedMemRef.summary # " of rank " # rank>;

class StridedMemRefRankOf<list<Type> allowedTypes, list<int> ranks> :
    ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
         !interleave(!foreach(rank, ranks, rank # "D"), "/") # " " #
         MemRefOf<allowedTypes>.summary>;

// Tuples.
def AnyTuple : Type<IsTupleTypePred, "tuple", "::mlir::TupleType">;

// A container (`containerPred`) whose element types, the Rust expression
// `elementTypesCall` over `$_self` giving a `Vec` or slice of types, all satisfy
// `etype` (each bound in turn to the name `$_self` stands for, so that nested
// containers see it).
class MixedContainerType<Type etype, Pred containerPred, code elementTypesCall,
                         string descr> :
    Type<
        And<[
            containerPred,
            Concat<
                "(" # elementTypesCall # ").iter().all(|ods_t| { let $_self = *ods_t; ",
                etype.predicate,
                " })"
            >
        ]>,
        descr # " with any combination of " # etype.summary # " values"> {
  Type elementType = etype;
  code getElementTypesCall = elementTypesCall;
}

class TupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "match $_ctxt.ty($_self).kind() { ::ods_runtime::types::TypeKind::Tuple(ods_ts) => ods_ts.as_slice(), _ => &[] }",
                         "tuple">;

// The leaves of a tuple type, nested tuples flattened.
defvar OdsFlattenedTupleTypes = "{ fn ods_flatten(ctx: &::ods_runtime::Context, ty: ::ods_runtime::Type, out: &mut Vec<::ods_runtime::Type>) { match ctx.ty(ty).kind() { ::ods_runtime::types::TypeKind::Tuple(ts) => { for t in ts { ods_flatten(ctx, *t, out); } } _ => out.push(ty) } } let mut ods_out = Vec::new(); ods_flatten($_ctxt, $_self, &mut ods_out); ods_out }";

class NestedTupleOf<list<Type> allowedTypes> :
    MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                       OdsFlattenedTupleTypes,
                       "nested tuple">;

class TensorOrMemRef<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsTensorOrMemRefTypePred, "Tensor or MemRef", "::mlir::ShapedType">;

//===----------------------------------------------------------------------===//
// Types or value-semantics containers of them.
//===----------------------------------------------------------------------===//

class TypeOrValueSemanticsContainer<Type allowedType, string name>
    : Type<Or<[
  allowedType.predicate,
  ValueSemanticsContainerOf<[allowedType]>.predicate]>,
  name>;

def BoolLike : TypeOrValueSemanticsContainer<I1, "bool-like">;
def SignlessIntegerLike : TypeOrValueSemanticsContainer<
    AnySignlessInteger, "signless-integer">;
def SignlessIntegerOrIndexLike : TypeOrValueSemanticsContainer<
    AnySignlessIntegerOrIndex, "signless-integer-like">;
def FloatLike : TypeOrValueSemanticsContainer<AnyFloat, "floating-point-like">;
def SignlessIntegerOrFloatLike : TypeConstraint<Or<[
    SignlessIntegerLike.predicate, FloatLike.predicate]>,
    "signless-integer-like or floating-point-like">;
def SignlessIntegerOrIndexOrFloatLike : TypeConstraint<Or<[
    SignlessIntegerOrIndexLike.predicate, FloatLike.predicate]>,
    "signless-integer-or-index-like or floating-point-like">;

#endif // ODS_COMMON_TYPE_CONSTRAINTS
