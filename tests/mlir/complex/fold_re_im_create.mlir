// complex.re and complex.im of complex.create fold to its operands
"test.func"() ({
^bb0(%f16: f16, %bf16: bf16, %f32: f32, %f64: f64, %f80: f80, %f128: f128, %y: f32):
  %t0 = complex.create %f16, %f16 : complex<f16>
  %0 = complex.re %t0 : complex<f16>
  %1 = complex.im %t0 : complex<f16>
  %t3 = complex.create %bf16, %bf16 : complex<bf16>
  %2 = complex.re %t3 : complex<bf16>
  %3 = complex.im %t3 : complex<bf16>
  %t6 = complex.create %f32, %f32 : complex<f32>
  %4 = complex.re %t6 : complex<f32>
  %5 = complex.im %t6 : complex<f32>
  %t9 = complex.create %f64, %f64 : complex<f64>
  %6 = complex.re %t9 : complex<f64>
  %7 = complex.im %t9 : complex<f64>
  %t12 = complex.create %f80, %f80 : complex<f80>
  %8 = complex.re %t12 : complex<f80>
  %9 = complex.im %t12 : complex<f80>
  %t15 = complex.create %f128, %f128 : complex<f128>
  %10 = complex.re %t15 : complex<f128>
  %11 = complex.im %t15 : complex<f128>
  %12 = complex.create %f32, %y : complex<f32>
  %13 = complex.re %12 : complex<f32>
  %14 = complex.im %12 fastmath<nnan> : complex<f32>
  %c21 = arith.constant 2.0 : f64
  %c22 = arith.constant -3.0 : f64
  %t23 = complex.create %c21, %c22 : complex<f64>
  %15 = complex.re %t23 : complex<f64>
  %16 = complex.im %t23 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (f16, f16, bf16, bf16, f32, f32, f64, f64, f80, f80, f128, f128, complex<f32>, f32, f32, f64, f64) -> ()
}) : () -> ()
