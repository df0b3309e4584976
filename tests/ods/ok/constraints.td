// A sample of the library's type and attribute constraints.
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/BuiltinLocationAttributes.td"

def Constraints_Dialect : Dialect {
  let name = "constraints";
  let cppNamespace = "constraints";
}

// A constraint with a `cppFunctionName` is also a standalone function, as upstream's
// WasmSSA `isWasmNumericType`: `is_wide_signless_integer(ctx, ty)`.
def Constraints_WideInteger : TypeConstraint<Or<[I32.predicate, I64.predicate]>,
    "32- or 64-bit signless integer", "::ods_runtime::Type", "isWideSignlessInteger">;

def Constraints_ScalarsOp : Op<Constraints_Dialect, "scalars"> {
  let summary = "integer, float and complex operands";
  let arguments = (ins
    AnyI16:$any_i16, SI1:$si1, UI1:$ui1, AnySignedInteger:$signed,
    AnyUnsignedInteger:$unsigned, AnyIntOfWidths<[8, 32]>:$w8or32,
    SignlessIntOfWidths<[16, 64]>:$w16or64, SignedIntOfWidths<[8]>:$s8,
    UnsignedIntOfWidths<[32]>:$u32, FloatOfWidths<[16, 32]>:$f16or32,
    TF32:$tf32, F8E4M3FN:$f8, F4E2M1FN:$f4, F6E3M2FN:$f6, F8E8M0FNU:$f8e8,
    Complex<F32>:$cf32, OpaqueType<"foo", "bar", "an opaque foo.bar">:$opaque,
    GraphType:$graph
  );
  let results = (outs SignlessIntegerOrIndexLike:$r);
}

def Constraints_ContainersOp : Op<Constraints_Dialect, "containers"> {
  let summary = "tensor, memref and tuple operands";
  let arguments = (ins
    TensorOf<[I32, F32]>:$t, RankedTensorOf<[F64]>:$rt, UnrankedTensorOf<[I8]>:$ut,
    TensorRankOf<[AnyType], [1, 2]>:$t12, 0DTensorOf<[Index]>:$t0,
    2DTensorOf<[F32]>:$t2, StaticShapeTensorOf<[I1]>:$st, IndexTensor:$it,
    AnyNon0RankedTensor:$n0t, AnyNon0RankedOrUnrankedTensor:$n0ut,
    MemRefOf<[F32]>:$m, UnrankedMemRefOf<[F32]>:$um, Non0RankedMemRefOf<[I8]>:$n0m,
    MemRefRankOf<[AnyType], [3]>:$m3, StaticShapeMemRefOf<[F16]>:$sm,
    AnyStridedMemRef:$strided, AnyStridedMemRefOfRank<2>:$strided2,
    RankedOrUnrankedMemRefOf<[I64]>:$rum, AnyNon0RankedOrUnrankedMemRef:$n0um,
    TensorOrMemRef<[BF16]>:$tm, TupleOf<[I32, F32]>:$tup,
    NestedTupleOf<[I32]>:$ntup, ValueSemanticsContainerOf<[F32]>:$vs,
    ContainerType<F32, IsTupleTypePred, "match $_ctxt.ty($_self).kind() { ::ods_runtime::types::TypeKind::Tuple(ts) => ts.first().copied().unwrap_or($_self), _ => $_self }", "tuple head">:$head,
    TensorOf<[Complex<F64>]>:$tc
  );
  let results = (outs SignlessIntegerOrIndexOrFloatLike:$r);
}

def Constraints_VectorsOp : Op<Constraints_Dialect, "vectors"> {
  let summary = "vector operands";
  let arguments = (ins
    AnyVectorOfNonZeroRank:$v, AnyFixedVectorOfNonZeroRank:$fv,
    AnyScalableVectorOfAnyRank:$sv, VectorOfRank<[1, 2]>:$vr,
    FixedVectorOfRank<[2]>:$fvr, ScalableVectorOfRank<[1]>:$svr,
    VectorOfRankAndType<[1], [F32]>:$vrt, FixedVectorOfRankAndType<[2], [I8]>:$fvrt,
    VectorOfLength<[4, 8]>:$vl, VectorOfMinMaxLengthAndType<2, 16, [I32]>:$vmm,
    FixedVectorOfLengthAndType<[4], [F16]>:$fvl,
    ScalableVectorOfLengthAndType<[4], [I1]>:$svl,
    ScalableVectorOfRankAndLengthAndType<[1], [4], [F32]>:$svrl,
    FixedVectorOfShapeAndType<[2, 4], F32>:$shape,
    VectorWithTrailingDimScalableOfSizeAndType<[4, 8], [I32]>:$trailing,
    ShapedTypeWithNthDimOfSize<0, [3]>:$dim0,
    Type<And<[IsVectorTypeWithAllDimsScalablePred]>, "all-scalable vector">:$allscalable
  );
  let results = (outs SignlessIntegerOrFloatLike:$r);
}

def Constraints_AttrsOp : Op<Constraints_Dialect, "attrs"> {
  let summary = "attribute constraints";
  let arguments = (ins
    SI8Attr:$si8, SI64Attr:$si64, UI16Attr:$ui16, UI64Attr:$ui64, UI1Attr:$ui1,
    AnyI32Attr:$any_i32, APIntAttr:$apint,
    AnyAttrOf<[I32Attr, StrAttr]>:$int_or_str,
    F32ArrayAttr:$f32s, F64ArrayAttr:$f64s, BoolArrayAttr:$bools,
    DenseF32ArrayAttr:$df32, DenseF64ArrayAttr:$df64, DenseBoolArrayAttr:$dbools,
    ConfinedAttr<DenseI32ArrayAttr, [DenseArrayCount<3>, DenseArrayStrictlySorted<DenseI32ArrayAttr>]>:$sorted3,
    ConfinedAttr<DenseF64ArrayAttr, [DenseArrayMinCt<0>, DenseArrayMinCt<1>, DenseArrayMaxCt<4>, DenseArrayNonNegative<DenseF64ArrayAttr>]>:$nonneg,
    ConfinedAttr<DenseI64ArrayAttr, [DenseArrayStrictlyPositive<DenseI64ArrayAttr>, DenseArraySorted<DenseI64ArrayAttr>]>:$positive,
    ConfinedAttr<I64Attr, [IntNonNegative, IntNEQValue<3>]>:$nonneg_int,
    ConfinedAttr<I32Attr, [IntPositive]>:$positive_int,
    ConfinedAttr<I32Attr, [IntIsOneOf<[1, 2, 4]>]>:$one_of,
    IntValidAlignment<I64Attr>:$alignment,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemInRange<1, 0, 9>]>:$ranged,
    ConfinedAttr<BoolAttr, [ConstBoolAttrTrue]>:$always,
    ConfinedAttr<UnitAttr, [ConstUnitAttr]>:$unit,
    ConfinedAttr<StrAttr, [ConstantStrAttr<StrAttr, "on">]>:$on,
    ConfinedAttr<F32Attr, [ConstF32Attr<"1.0">]>:$one,
    ConfinedAttr<AnyIntegerAttr, [AllAttrOf<[IntMinValue<0>, IntPowerOf2]>]>:$pow2,
    TypedStrAttr<I32>:$typed_str, TypeAttrOf<Complex<F32>>:$complex_ty,
    DefaultValuedStrAttr<StrAttr, "none">:$mode
  );
}

def Constraints_ElementsOp : Op<Constraints_Dialect, "elements"> {
  let summary = "elements, array and symbol attributes";
  let arguments = (ins
    IndexElementsAttr:$idx, AnyIntElementsAttr:$ints, AnyI64ElementsAttr:$any64,
    I32ElementsAttr:$i32s, RankedI64ElementsAttr<[2, 2]>:$ranked,
    F64ElementsAttr:$f64s, RankedF32ElementsAttr<[3]>:$rf32, StringElementsAttr:$strs,
    LocationAttr:$location, AffineMapAttr:$map, IntegerSetAttr:$set,
    AffineMapArrayAttr:$maps, IndexListArrayAttr:$lists, DictArrayAttr:$dicts,
    SymbolRefArrayAttr:$syms, FlatSymbolRefArrayAttr:$flats,
    LocationArrayAttr:$locs, I64SmallVectorArrayAttr:$small
  );
}

def Constraints_NestedOp : Op<Constraints_Dialect, "nested"> {
  let summary = "containers of containers";
  let arguments = (ins
    TupleOf<[TupleOf<[I32]>, F32]>:$tuples,
    TypedArrayAttrBase<TypeAttrOf<TupleOf<[I8]>>, "array of tuple types">:$tuple_types
  );
}

def Constraints_BuiltOp : Op<Constraints_Dialect, "built"> {
  let summary = "results whose types the builder makes";
  let results = (outs Complex<F32>:$c, FixedVectorOfShapeAndType<[2, 4], F32>:$v,
                      F8E4M3FN:$f8, SI8:$s, UI16:$u, F<80>:$f80,
                      OpaqueType<"foo", "bar", "an opaque foo.bar">:$opaque);
}

def Constraints_BuiltinOp : Op<Constraints_Dialect, "builtin"> {
  let summary = "the builtin types and attributes as constraints";
  let arguments = (ins Builtin_Integer:$int, Builtin_Float32:$f32, Builtin_Index:$index,
                       Variadic<Builtin_RankedTensor>:$tensors,
                       Builtin_IntegerAttr:$count, Builtin_DenseIntOrFPElementsAttr:$data,
                       OptionalAttr<Builtin_StringAttr>:$note, OptionalAttr<NameLoc>:$origin);
  let results = (outs Builtin_Vector:$v);
}
