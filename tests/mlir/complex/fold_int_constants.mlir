// integer-element constants of one and zero beside float ones: only complex.constant of floats folds into mul, div, add, sub
"test.func"() ({
^bb0(%a: complex<f32>, %d: complex<f64>):
  %0 = complex.constant [1 : i32, 0 : i32] : complex<i32>
  %1 = complex.constant [1 : i64, 0 : i64] : complex<i64>
  %2 = complex.constant [true, false] : complex<i1>
  %3 = complex.constant [0 : i8, 0 : i8] : complex<i8>
  %4 = complex.constant [1 : i16, 0 : i16] : complex<i16>
  %5 = complex.constant [0 : i128, 0 : i128] : complex<i128>
  %t6 = complex.constant [1 : i32, 0 : i32] : complex<i32>
  %6 = complex.bitcast %t6 : complex<i32> to i64
  %7 = complex.bitcast %t6 : complex<i32> to f64
  %t9 = complex.constant [0 : i32, 0 : i32] : complex<i32>
  %8 = complex.bitcast %t9 : complex<i32> to complex<i32>
  %k11 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %k12 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %9 = complex.mul %a, %k11 : complex<f32>
  %10 = complex.div %a, %k11 : complex<f32>
  %11 = complex.add %a, %k12 : complex<f32>
  %12 = complex.sub %a, %k12 : complex<f32>
  %t17 = complex.constant [1065353216 : i32, 0 : i32] : complex<i32>
  %t18 = complex.bitcast %t17 : complex<i32> to i64
  %t19 = "test.id"(%t18) : (i64) -> i64
  %t20 = complex.bitcast %t19 : i64 to complex<f32>
  %13 = complex.mul %a, %t20 : complex<f32>
  %14 = complex.div %a, %t20 : complex<f32>
  %t23 = complex.constant [0 : i64, 0 : i64] : complex<i64>
  %t24 = complex.bitcast %t23 : complex<i64> to i128
  %t25 = "test.id"(%t24) : (i128) -> i128
  %t26 = complex.bitcast %t25 : i128 to complex<f64>
  %15 = complex.add %d, %t26 : complex<f64>
  %16 = complex.sub %d, %t26 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (complex<i32>, complex<i64>, complex<i1>, complex<i8>, complex<i16>, complex<i128>, i64, f64, complex<i32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f64>) -> ()
}) : () -> ()
