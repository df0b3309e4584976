// complex.exp of complex.log folds
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>):
  %t0 = complex.log %f16 : complex<f16>
  %0 = complex.exp %t0 : complex<f16>
  %t2 = complex.log %bf16 : complex<bf16>
  %1 = complex.exp %t2 : complex<bf16>
  %t4 = complex.log %f32 : complex<f32>
  %2 = complex.exp %t4 : complex<f32>
  %t6 = complex.log %f64 : complex<f64>
  %3 = complex.exp %t6 : complex<f64>
  %t8 = complex.log %f80 : complex<f80>
  %4 = complex.exp %t8 : complex<f80>
  %t10 = complex.log %f128 : complex<f128>
  %5 = complex.exp %t10 : complex<f128>
  %t12 = complex.log %f32 fastmath<fast> : complex<f32>
  %6 = complex.exp %t12 fastmath<nnan> : complex<f32>
  %7 = complex.log %f64 : complex<f64>
  %8 = complex.exp %7 : complex<f64>
  %t16 = complex.log %f16 : complex<f16>
  %t17 = complex.exp %t16 : complex<f16>
  %9 = complex.log %t17 : complex<f16>
  %t19 = complex.log %bf16 : complex<bf16>
  %t20 = complex.exp %t19 : complex<bf16>
  %t21 = complex.log %t20 : complex<bf16>
  %10 = complex.exp %t21 : complex<bf16>
  %k23 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %t24 = complex.log %k23 : complex<f32>
  %11 = complex.exp %t24 : complex<f32>
  %12 = complex.exp %f32 : complex<f32>
  %t27 = complex.log1p %f64 : complex<f64>
  %13 = complex.exp %t27 : complex<f64>
  %t29 = complex.exp %f64 : complex<f64>
  %14 = complex.exp %t29 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f64>, complex<f64>, complex<f16>, complex<bf16>, complex<f32>, complex<f32>, complex<f64>, complex<f64>) -> ()
}) : () -> ()
