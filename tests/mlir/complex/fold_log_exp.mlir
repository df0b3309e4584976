// complex.log of complex.exp folds
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>):
  %t0 = complex.exp %f16 : complex<f16>
  %0 = complex.log %t0 : complex<f16>
  %t2 = complex.exp %bf16 : complex<bf16>
  %1 = complex.log %t2 : complex<bf16>
  %t4 = complex.exp %f32 : complex<f32>
  %2 = complex.log %t4 : complex<f32>
  %t6 = complex.exp %f64 : complex<f64>
  %3 = complex.log %t6 : complex<f64>
  %t8 = complex.exp %f80 : complex<f80>
  %4 = complex.log %t8 : complex<f80>
  %t10 = complex.exp %f128 : complex<f128>
  %5 = complex.log %t10 : complex<f128>
  %t12 = complex.exp %f32 fastmath<fast> : complex<f32>
  %6 = complex.log %t12 fastmath<nnan> : complex<f32>
  %7 = complex.exp %f64 : complex<f64>
  %8 = complex.log %7 : complex<f64>
  %t16 = complex.exp %f16 : complex<f16>
  %t17 = complex.log %t16 : complex<f16>
  %9 = complex.exp %t17 : complex<f16>
  %t19 = complex.exp %bf16 : complex<bf16>
  %t20 = complex.log %t19 : complex<bf16>
  %t21 = complex.exp %t20 : complex<bf16>
  %10 = complex.log %t21 : complex<bf16>
  %k23 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %t24 = complex.exp %k23 : complex<f32>
  %11 = complex.log %t24 : complex<f32>
  %12 = complex.log %f32 : complex<f32>
  %t27 = complex.expm1 %f64 : complex<f64>
  %13 = complex.log %t27 : complex<f64>
  %t29 = complex.log %f64 : complex<f64>
  %14 = complex.log %t29 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f64>, complex<f64>, complex<f16>, complex<bf16>, complex<f32>, complex<f32>, complex<f64>, complex<f64>) -> ()
}) : () -> ()
