// complex.re and complex.im of complex.neg of complex.create become arith.negf of the part
"test.func"() ({
^bb0(%f16: f16, %bf16: bf16, %f32: f32, %f64: f64, %f80: f80, %f128: f128, %c: complex<f32>, %y: f32):
  %t0 = complex.create %f16, %f16 : complex<f16>
  %t1 = complex.neg %t0 : complex<f16>
  %0 = complex.re %t1 : complex<f16>
  %1 = complex.im %t1 : complex<f16>
  %t4 = complex.create %bf16, %bf16 : complex<bf16>
  %t5 = complex.neg %t4 : complex<bf16>
  %2 = complex.re %t5 : complex<bf16>
  %3 = complex.im %t5 : complex<bf16>
  %t8 = complex.create %f32, %f32 : complex<f32>
  %t9 = complex.neg %t8 : complex<f32>
  %4 = complex.re %t9 : complex<f32>
  %5 = complex.im %t9 : complex<f32>
  %t12 = complex.create %f64, %f64 : complex<f64>
  %t13 = complex.neg %t12 : complex<f64>
  %6 = complex.re %t13 : complex<f64>
  %7 = complex.im %t13 : complex<f64>
  %t16 = complex.create %f80, %f80 : complex<f80>
  %t17 = complex.neg %t16 : complex<f80>
  %8 = complex.re %t17 : complex<f80>
  %9 = complex.im %t17 : complex<f80>
  %t20 = complex.create %f128, %f128 : complex<f128>
  %t21 = complex.neg %t20 : complex<f128>
  %10 = complex.re %t21 : complex<f128>
  %11 = complex.im %t21 : complex<f128>
  %t24 = complex.create %f32, %y : complex<f32>
  %t25 = complex.neg %t24 fastmath<fast> : complex<f32>
  %12 = complex.re %t25 fastmath<nnan> : complex<f32>
  %13 = complex.im %t25 : complex<f32>
  %t28 = complex.create %y, %f32 : complex<f32>
  %14 = complex.neg %t28 : complex<f32>
  %15 = complex.re %14 : complex<f32>
  %t31 = complex.neg %c : complex<f32>
  %16 = complex.re %t31 : complex<f32>
  %17 = complex.im %t31 : complex<f32>
  %k34 = complex.constant [1.5 : f64, -2.5 : f64] : complex<f64>
  %t35 = complex.neg %k34 : complex<f64>
  %18 = complex.re %t35 : complex<f64>
  %c37 = arith.constant 1.5 : f32
  %t38 = complex.create %c37, %y : complex<f32>
  %t39 = complex.neg %t38 : complex<f32>
  %19 = complex.re %t39 : complex<f32>
  %20 = complex.im %t39 : complex<f32>
  %t42 = complex.create %f64, %f64 : complex<f64>
  %t43 = complex.neg %t42 : complex<f64>
  %t44 = complex.neg %t43 : complex<f64>
  %21 = complex.re %t44 : complex<f64>
  %22 = complex.im %t44 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22) : (f16, f16, bf16, bf16, f32, f32, f64, f64, f80, f80, f128, f128, f32, f32, complex<f32>, f32, f32, f32, f64, f32, f32, f64, f64) -> ()
}) : () -> ()
