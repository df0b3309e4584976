// #ub.poison through the casts (constFoldCastOp): every integer and float extension, truncation, conversion and index cast, and the scalar bitcast.
func.func @casts() -> (i64, i64, i16, f64, f16, f32, f32, i32, i32, index, index, i32, f32, bf16) {
  %p = ub.poison : i32
  %f = ub.poison : f32
  %i = ub.poison : index
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.extui %p : i32 to i64
  %2 = arith.trunci %p : i32 to i16
  %3 = arith.extf %f : f32 to f64
  %4 = arith.truncf %f : f32 to f16
  %5 = arith.sitofp %p : i32 to f32
  %6 = arith.uitofp %p : i32 to f32
  %7 = arith.fptosi %f : f32 to i32
  %8 = arith.fptoui %f : f32 to i32
  %9 = arith.index_cast %p : i32 to index
  %10 = arith.index_castui %p : i32 to index
  %11 = arith.index_cast %i : index to i32
  %12 = arith.bitcast %p : i32 to f32

  %13 = arith.truncf %3 : f64 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i64, i64, i16, f64, f16, f32, f32, i32, i32, index, index, i32, f32, bf16
}
