//===-- BuiltinTypes.td - the builtin types ------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The builtin types are the
// runtime's (`ods_runtime::types::TypeKind`); here each `Builtin_<Name>` is a
// type constraint accepting exactly that builtin type, with upstream's name,
// mnemonic and summary, so specs may use them as operand and result types.
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_TYPES
#define BUILTIN_TYPES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinDialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/CommonTypeConstraints.td"

// A builtin type `name` (`Integer`, `Float32`, ...). `traits` and `baseCppClass` describe
// the C++ class upstream generates; the runtime's type needs neither.
class Builtin_Type<string name, string typeMnemonic, list<Trait> traits = [],
                   string baseCppClass = "::mlir::Type">
    : DialectType<Builtin_Dialect,
                  CPred<"$_ctxt.ty($_self).is_builtin(\"" # name # "\")">> {
  string cppClassName = name # "Type";
  string typeName = "builtin." # typeMnemonic;
}

// The trait of types with value semantics: the marker `ods_runtime::traits::ValueSemantics`
// a dialect type may list (`TypeRef::has_trait`).
def ValueSemantics : NativeTypeTrait<"ValueSemantics">;

// Float types; the interface methods they declare upstream are the runtime's.
class Builtin_FloatType<string name, string mnemonic,
                        list<string> declaredInterfaceMethods = []>
    : Builtin_Type<name, mnemonic>;
class Builtin_CachedFloatType<string name, string mnemonic,
                              list<string> declaredInterfaceMethods = []>
    : Builtin_FloatType<name, mnemonic, declaredInterfaceMethods>;

// Function-like types (`Function`; `Graph`, which the runtime does not have, accepts
// nothing).
class Builtin_FunctionLike<string Name, string typeMnemonic>
    : Builtin_Type<Name, typeMnemonic> {
  let summary = "Map from a list of inputs to a list of results";
}
def Builtin_Function : Builtin_FunctionLike<"Function", "function">;
def Builtin_Graph : Builtin_FunctionLike<"Graph", "graph">;

def Builtin_Complex : Builtin_Type<"Complex", "complex"> {
  let summary = "Complex number with a parameterized element type";
}
def Builtin_Float8E5M2 : Builtin_FloatType<"Float8E5M2", "f8E5M2"> {
  let summary = "8-bit floating point with 2 bit mantissa";
}
def Builtin_Float8E4M3 : Builtin_FloatType<"Float8E4M3", "f8E4M3"> {
  let summary = "8-bit floating point with 3 bit mantissa";
}
def Builtin_Float8E4M3FN : Builtin_FloatType<"Float8E4M3FN", "f8E4M3FN"> {
  let summary = "8-bit floating point with 3 bit mantissa";
}
def Builtin_Float8E5M2FNUZ : Builtin_FloatType<"Float8E5M2FNUZ", "f8E5M2FNUZ"> {
  let summary = "8-bit floating point with 2 bit mantissa";
}
def Builtin_Float8E4M3FNUZ : Builtin_FloatType<"Float8E4M3FNUZ", "f8E4M3FNUZ"> {
  let summary = "8-bit floating point with 3 bit mantissa";
}
def Builtin_Float8E4M3B11FNUZ : Builtin_FloatType<"Float8E4M3B11FNUZ", "f8E4M3B11FNUZ"> {
  let summary = "8-bit floating point with 3 bit mantissa";
}
def Builtin_Float8E3M4 : Builtin_FloatType<"Float8E3M4", "f8E3M4"> {
  let summary = "8-bit floating point with 3 bits exponent and 4 bit mantissa";
}
def Builtin_Float4E2M1FN : Builtin_FloatType<"Float4E2M1FN", "f4E2M1FN"> {
  let summary = "4-bit floating point with 2-bit exponent and 1-bit mantissa";
}
def Builtin_Float6E2M3FN : Builtin_FloatType<"Float6E2M3FN", "f6E2M3FN"> {
  let summary = "6-bit floating point with 2-bit exponent and 3-bit mantissa";
}
def Builtin_Float6E3M2FN : Builtin_FloatType<"Float6E3M2FN", "f6E3M2FN"> {
  let summary = "6-bit floating point with 3-bit exponent and 2-bit mantissa";
}
def Builtin_Float8E8M0FNU : Builtin_FloatType<"Float8E8M0FNU", "f8E8M0FNU"> {
  let summary = "8-bit floating point with 8-bit exponent, no mantissa or sign";
}
def Builtin_BFloat16 : Builtin_CachedFloatType<"BFloat16", "bf16"> {
  let summary = "bfloat16 floating-point type";
}
def Builtin_Float16 : Builtin_CachedFloatType<"Float16", "f16"> {
  let summary = "16-bit floating-point type";
}
def Builtin_FloatTF32 : Builtin_CachedFloatType<"FloatTF32", "tf32"> {
  let summary = "TF32 floating-point type";
}
def Builtin_Float32 : Builtin_CachedFloatType<"Float32", "f32"> {
  let summary = "32-bit floating-point type";
}
def Builtin_Float64 : Builtin_CachedFloatType<"Float64", "f64"> {
  let summary = "64-bit floating-point type";
}
def Builtin_Float80 : Builtin_CachedFloatType<"Float80", "f80"> {
  let summary = "80-bit floating-point type";
}
def Builtin_Float128 : Builtin_CachedFloatType<"Float128", "f128"> {
  let summary = "128-bit floating-point type";
}
def Builtin_Index : Builtin_Type<"Index", "index"> {
  let summary = "Integer-like type with unknown platform-dependent bit width";
}
def Builtin_Integer : Builtin_Type<"Integer", "integer"> {
  let summary = "Integer type with arbitrary precision up to a fixed limit";
}
def Builtin_MemRef : Builtin_Type<"MemRef", "memref"> {
  let summary = "Shaped reference to a region of memory";
}
def Builtin_None : Builtin_Type<"None", "none"> {
  let summary = "A unit type";
}
def Builtin_Opaque : Builtin_Type<"Opaque", "opaque"> {
  let summary = "Type of a non-registered dialect";
}
def Builtin_RankedTensor : Builtin_Type<"RankedTensor", "tensor"> {
  let summary = "Multi-dimensional array with a fixed number of dimensions";
}
def Builtin_Tuple : Builtin_Type<"Tuple", "tuple"> {
  let summary = "Fixed-sized collection of other types";
}
def Builtin_UnrankedMemRef : Builtin_Type<"UnrankedMemRef", "unranked_memref"> {
  let summary = "Shaped reference, with unknown rank, to a region of memory";
}
def Builtin_UnrankedTensor : Builtin_Type<"UnrankedTensor", "unranked_tensor"> {
  let summary = "Multi-dimensional array with unknown dimensions";
}
// The element types a vector admits: `VectorElementTypeInterface`.
def Builtin_VectorTypeElementType : AnyTypeOf<[VectorElementTypeInterface]>;

def Builtin_Vector : Builtin_Type<"Vector", "vector"> {
  let summary = "Multi-dimensional SIMD vector type";
}

#endif // BUILTIN_TYPES
