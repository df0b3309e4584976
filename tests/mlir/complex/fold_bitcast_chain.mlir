// complex.bitcast of complex.bitcast: merged into one complex.bitcast, or arith.bitcast when neither end is complex
"test.func"() ({
^bb0(%c: complex<f32>, %i: i64, %f: f64, %h: complex<f16>, %ci: complex<i32>, %q: complex<f64>):
  %t0 = complex.bitcast %c : complex<f32> to i64
  %0 = complex.bitcast %t0 : i64 to complex<f32>
  %t2 = complex.bitcast %h : complex<f16> to f32
  %1 = complex.bitcast %t2 : f32 to complex<f16>
  %t4 = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %t4 : complex<f32> to i64
  %t6 = complex.bitcast %f : f64 to complex<f32>
  %3 = complex.bitcast %t6 : complex<f32> to i64
  %t8 = complex.bitcast %i : i64 to complex<i32>
  %4 = complex.bitcast %t8 : complex<i32> to f64
  %t10 = complex.bitcast %ci : complex<i32> to f64
  %5 = complex.bitcast %t10 : f64 to complex<i32>
  %t12 = complex.bitcast %q : complex<f64> to i128
  %t13 = complex.bitcast %t12 : i128 to complex<f64>
  %6 = complex.bitcast %t13 : complex<f64> to f128
  %7 = complex.bitcast %c : complex<f32> to f64
  %8 = complex.bitcast %7 : f64 to complex<f32>
  %k17 = complex.constant [1.0 : f32, -2.0 : f32] : complex<f32>
  %t18 = complex.bitcast %k17 : complex<f32> to i64
  %9 = complex.bitcast %t18 : i64 to complex<f32>
  %k20 = complex.constant [3 : i32, 4 : i32] : complex<i32>
  %t21 = complex.bitcast %k20 : complex<i32> to i64
  %10 = complex.bitcast %t21 : i64 to complex<i32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (complex<f32>, complex<f16>, i64, i64, f64, complex<i32>, f128, f64, complex<f32>, complex<f32>, complex<i32>) -> ()
}) : () -> ()
