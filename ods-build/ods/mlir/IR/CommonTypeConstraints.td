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
class TypeAlias<Type t, string summary = t.summary> : Type<t.predicate, summary> {
  let builderCall = t.builderCall;
}

// Operand/result kinds.
class Optional<Type type> : TypeConstraint<type.predicate, type.summary,
                                           type.cppType> {
  Type baseType = type;
}
class Variadic<Type type> : TypeConstraint<type.predicate, type.summary,
                                           type.cppType> {
  Type baseType = type;
}
// Groups of values whose sizes are stored in the `segmentAttrName` attribute.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : TypeConstraint<type.predicate, type.summary, type.cppType> {
  Type baseType = type;
  string segmentAttrName = variadicSegmentAttrName;
}

// Combinators.
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string cppType = "::ods_runtime::Type"> : Type<
    Or<!foreach(allowedtype, allowedTypeList, allowedtype.predicate)>,
    !if(!eq(summary, ""),
        !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
        summary),
    cppType>;

class AllOfType<list<Type> allowedTypeList, string summary = "",
                string cppType = "::ods_runtime::Type"> : Type<
    And<!foreach(allowedtype, allowedTypeList, allowedtype.predicate)>,
    !if(!eq(summary, ""),
        !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
        summary),
    cppType>;

class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppType = type.cppType> : Type<
    And<!listconcat([type.predicate], predicates)>, summary, cppType>;

// Any type at all.
def AnyType : Type<CPred<"true">, "any type">;
def NoneType : Type<CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::None)">,
                    "none type">,
               BuildableType<"$_builder.none_type()">;

// Integers.
def AnyInteger : Type<CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Integer { .. })">,
                      "integer">;

class AnyI<int width> : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", .. })">,
    width # "-bit integer">;

class I<int width> : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::Signless })">,
    width # "-bit signless integer">,
    BuildableType<"$_builder.int_type(" # width # ")"> {
  int bitwidth = width;
}

class SI<int width> : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::Signed })">,
    width # "-bit signed integer">,
    BuildableType<"$_builder.integer_type(" # width # ", ::ods_runtime::types::Signedness::Signed)"> {
  int bitwidth = width;
}

class UI<int width> : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Integer { width: " # width # ", signedness: ::ods_runtime::types::Signedness::Unsigned })">,
    width # "-bit unsigned integer">,
    BuildableType<"$_builder.integer_type(" # width # ", ::ods_runtime::types::Signedness::Unsigned)"> {
  int bitwidth = width;
}

def AnySignlessInteger : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Integer { signedness: ::ods_runtime::types::Signedness::Signless, .. })">,
    "signless integer">;

def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

def Index : Type<CPred<"$_ctxt.is_index($_self)">, "index">,
            BuildableType<"$_builder.index_type()">;

def AnySignlessIntegerOrIndex : Type<
    Or<[AnySignlessInteger.predicate, Index.predicate]>,
    "signless integer or index">;

// Floats.
def AnyFloat : Type<CPred<"$_ctxt.is_float($_self)">, "floating-point">;

class F<int width, string kind> : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::" # kind # "))">,
    width # "-bit float">,
    BuildableType<"$_builder.float_type(::ods_runtime::types::FloatKind::" # kind # ")"> {
  int bitwidth = width;
}

def F16 : F<16, "F16">;
def F32 : F<32, "F32">;
def F64 : F<64, "F64">;
def F80 : F<80, "F80">;
def F128 : F<128, "F128">;
def BF16 : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Float(::ods_runtime::types::FloatKind::BF16))">,
    "bfloat16 type">,
    BuildableType<"$_builder.bf16_type()">;

def AnySignlessIntegerOrFloat : AnyTypeOf<[AnySignlessInteger, AnyFloat],
    "signless integer or floating-point">;

def AnyComplex : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Complex(_))">,
    "complex-type">;

def FunctionType : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Function { .. })">,
    "function type">;

def AnyTuple : Type<
    CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Tuple(_))">,
    "tuple">;

// Shaped types. `$_self` in the element predicate is the element type.
class ElementTypeOfPred<Pred elemPred>
    : SubstLeaves<"$_self", "$_ctxt.element_type($_self).unwrap_or($_self)", elemPred>;

def IsTensorTypePred : CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::RankedTensor { .. } | ::ods_runtime::types::TypeKind::UnrankedTensor { .. })">;
def IsRankedTensorTypePred : CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::RankedTensor { .. })">;
def IsVectorTypePred : CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::Vector { .. })">;
def IsMemRefTypePred : CPred<"matches!($_ctxt.type_kind($_self), ::ods_runtime::types::TypeKind::MemRef { .. } | ::ods_runtime::types::TypeKind::UnrankedMemRef { .. })">;
def IsShapedTypePred : Or<[IsTensorTypePred, IsVectorTypePred, IsMemRefTypePred]>;
def HasStaticShapePred : CPred<"$_ctxt.shape($_self).is_some_and(|s| s.iter().all(|d| *d != ::ods_runtime::types::DYNAMIC))">;

class ShapedContainerType<list<Type> allowedTypes, Pred containerPred,
                          string descr> : Type<
    And<[containerPred,
         ElementTypeOfPred<Or<!foreach(t, allowedTypes, t.predicate)>>]>,
    descr # " of " # !interleave(!foreach(t, allowedTypes, t.summary), " or ") # " values">;

class TensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsTensorTypePred, "tensor">;
class RankedTensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsRankedTensorTypePred, "ranked tensor">;
class VectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorTypePred, "vector">;
class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref">;

def AnyTensor : Type<IsTensorTypePred, "tensor of any type values">;
def AnyRankedTensor : Type<IsRankedTensorTypePred, "ranked tensor of any type values">;
def AnyStaticShapeTensor : Type<And<[IsRankedTensorTypePred, HasStaticShapePred]>,
                                "statically shaped tensor of any type values">;
def AnyVector : Type<IsVectorTypePred, "vector of any type values">;
def AnyMemRef : Type<IsMemRefTypePred, "memref of any type values">;
def AnyShaped : Type<IsShapedTypePred, "shaped of any type values">;

def I1Tensor : TensorOf<[I1]>;
def I32Tensor : TensorOf<[I32]>;
def I64Tensor : TensorOf<[I64]>;
def F32Tensor : TensorOf<[F32]>;
def F64Tensor : TensorOf<[F64]>;

// A type that is, or is a shaped type of, one of `allowedTypes`.
class TypeOrContainer<Type allowedType, string name> : TypeConstraint<
    Or<[allowedType.predicate,
        And<[Or<[IsVectorTypePred, IsTensorTypePred]>,
             ElementTypeOfPred<allowedType.predicate>]>]>,
    name>;

def BoolLike : TypeOrContainer<I1, "bool-like">;
def SignlessIntegerLike : TypeOrContainer<AnySignlessIntegerOrIndex, "signless-integer-like">;
def FloatLike : TypeOrContainer<AnyFloat, "floating-point-like">;

#endif // ODS_COMMON_TYPE_CONSTRAINTS
