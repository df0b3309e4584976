// complex.bitcast between complex numbers and integers or floats of twice the element width, both ways; generic form
"test.func"() ({
^bb0(%cf16: complex<f16>, %cbf16: complex<bf16>, %cf32: complex<f32>, %cf64: complex<f64>, %ci32: complex<i32>, %ci8: complex<i8>, %ci1: complex<i1>, %cf80: complex<f80>, %i64: i64, %f64: f64, %i32: i32, %f32: f32, %i128: i128, %f128: f128, %i16: i16, %f16: f16, %i2: i2, %i160: i160, %t: tensor<2xf32>):
  %0 = complex.bitcast %cf16 : complex<f16> to i32
  %1 = complex.bitcast %cf16 : complex<f16> to f32
  %2 = complex.bitcast %cbf16 : complex<bf16> to i32
  %3 = complex.bitcast %cbf16 : complex<bf16> to f32
  %4 = complex.bitcast %cf32 : complex<f32> to i64
  %5 = complex.bitcast %cf32 : complex<f32> to f64
  %6 = complex.bitcast %cf64 : complex<f64> to i128
  %7 = complex.bitcast %cf64 : complex<f64> to f128
  %8 = complex.bitcast %ci32 : complex<i32> to i64
  %9 = complex.bitcast %ci32 : complex<i32> to f64
  %10 = complex.bitcast %ci8 : complex<i8> to i16
  %11 = complex.bitcast %ci8 : complex<i8> to f16
  %12 = complex.bitcast %ci8 : complex<i8> to bf16
  %13 = complex.bitcast %ci1 : complex<i1> to i2
  %14 = complex.bitcast %cf80 : complex<f80> to i160
  %15 = complex.bitcast %i64 : i64 to complex<f32>
  %16 = complex.bitcast %f64 : f64 to complex<f32>
  %17 = complex.bitcast %i64 : i64 to complex<i32>
  %18 = complex.bitcast %f64 : f64 to complex<i32>
  %19 = complex.bitcast %i32 : i32 to complex<f16>
  %20 = complex.bitcast %f32 : f32 to complex<bf16>
  %21 = complex.bitcast %i128 : i128 to complex<f64>
  %22 = complex.bitcast %f128 : f128 to complex<i64>
  %23 = complex.bitcast %i16 : i16 to complex<i8>
  %24 = complex.bitcast %f16 : f16 to complex<i8>
  %25 = complex.bitcast %i2 : i2 to complex<i1>
  %26 = complex.bitcast %i160 : i160 to complex<f80>
  %27 = "complex.bitcast"(%cf32) : (complex<f32>) -> i64
  %28 = complex.bitcast %i64 {tag = 2} : i64 to complex<f32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28) : (i32, f32, i32, f32, i64, f64, i128, f128, i64, f64, i16, f16, bf16, i2, i160, complex<f32>, complex<f32>, complex<i32>, complex<i32>, complex<f16>, complex<bf16>, complex<f64>, complex<i64>, complex<i8>, complex<i8>, complex<i1>, complex<f80>, i64, complex<f32>) -> ()
}) : () -> ()
