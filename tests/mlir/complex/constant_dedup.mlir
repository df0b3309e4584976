// complex.constant and arith.constant of equal values: canonicalization deduplicates and hoists them (names %cst, %cst_0, %c1_i32)
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %1 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %2 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %3 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %4 = complex.constant [1.0 : f16, 0.0 : f16] : complex<f16>
  %5 = complex.constant [1.0 : f16, 0.0 : f16] : complex<f16>
  %6 = complex.constant [1 : i32, 0 : i32] : complex<i32>
  %7 = complex.constant [1 : i32, 0 : i32] : complex<i32>
  %8 = complex.constant [true, false] : complex<i1>
  %9 = complex.constant [true, false] : complex<i1>
  %10 = complex.add %a, %a : complex<f32>
  %11 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %12 = arith.constant 1.0 : f32
  %13 = arith.constant 1 : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (complex<f32>, complex<f32>, complex<f64>, complex<f64>, complex<f16>, complex<f16>, complex<i32>, complex<i32>, complex<i1>, complex<i1>, complex<f32>, complex<f32>, f32, i32) -> ()
}) : () -> ()
