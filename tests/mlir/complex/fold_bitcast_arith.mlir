// arith.bitcast before and after complex.bitcast: merged into one complex.bitcast
"test.func"() ({
^bb0(%c: complex<f32>, %i: i64, %f: f64, %h: f32, %ci: complex<i16>, %d: complex<f64>):
  %t0 = arith.bitcast %f : f64 to i64
  %0 = complex.bitcast %t0 : i64 to complex<f32>
  %t2 = arith.bitcast %i : i64 to f64
  %1 = complex.bitcast %t2 : f64 to complex<i32>
  %t4 = arith.bitcast %h : f32 to i32
  %2 = complex.bitcast %t4 : i32 to complex<i16>
  %t6 = complex.bitcast %c : complex<f32> to i64
  %3 = arith.bitcast %t6 : i64 to f64
  %t8 = complex.bitcast %ci : complex<i16> to f32
  %4 = arith.bitcast %t8 : f32 to i32
  %t10 = complex.bitcast %d : complex<f64> to i128
  %5 = arith.bitcast %t10 : i128 to f128
  %t12 = arith.bitcast %f : f64 to i64
  %t13 = complex.bitcast %t12 : i64 to complex<f32>
  %t14 = complex.bitcast %t13 : complex<f32> to i64
  %6 = arith.bitcast %t14 : i64 to f64
  %t16 = arith.bitcast %i : i64 to f64
  %t17 = arith.bitcast %t16 : f64 to i64
  %7 = complex.bitcast %t17 : i64 to complex<f32>
  %c19 = arith.constant 1.0 : f64
  %t20 = arith.bitcast %c19 : f64 to i64
  %8 = complex.bitcast %t20 : i64 to complex<f32>
  %9 = arith.bitcast %f : f64 to i64
  %10 = complex.bitcast %9 : i64 to complex<f32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (complex<f32>, complex<i32>, complex<i16>, f64, i32, f128, f64, complex<f32>, complex<f32>, i64, complex<f32>) -> ()
}) : () -> ()
