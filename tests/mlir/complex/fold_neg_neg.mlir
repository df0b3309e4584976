// complex.neg of complex.neg folds
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>):
  %t0 = complex.neg %f16 : complex<f16>
  %0 = complex.neg %t0 : complex<f16>
  %t2 = complex.neg %bf16 : complex<bf16>
  %1 = complex.neg %t2 : complex<bf16>
  %t4 = complex.neg %f32 : complex<f32>
  %2 = complex.neg %t4 : complex<f32>
  %t6 = complex.neg %f64 : complex<f64>
  %3 = complex.neg %t6 : complex<f64>
  %t8 = complex.neg %f80 : complex<f80>
  %4 = complex.neg %t8 : complex<f80>
  %t10 = complex.neg %f128 : complex<f128>
  %5 = complex.neg %t10 : complex<f128>
  %t12 = complex.neg %f32 fastmath<fast> : complex<f32>
  %6 = complex.neg %t12 fastmath<nnan> : complex<f32>
  %7 = complex.neg %f64 : complex<f64>
  %8 = complex.neg %7 : complex<f64>
  %t16 = complex.neg %f16 : complex<f16>
  %t17 = complex.neg %t16 : complex<f16>
  %9 = complex.neg %t17 : complex<f16>
  %t19 = complex.neg %bf16 : complex<bf16>
  %t20 = complex.neg %t19 : complex<bf16>
  %t21 = complex.neg %t20 : complex<bf16>
  %10 = complex.neg %t21 : complex<bf16>
  %k23 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %t24 = complex.neg %k23 : complex<f32>
  %11 = complex.neg %t24 : complex<f32>
  %12 = complex.neg %f32 : complex<f32>
  %t27 = complex.conj %f64 : complex<f64>
  %13 = complex.neg %t27 : complex<f64>
  %t29 = complex.exp %f64 : complex<f64>
  %14 = complex.neg %t29 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f64>, complex<f64>, complex<f16>, complex<bf16>, complex<f32>, complex<f32>, complex<f64>, complex<f64>) -> ()
}) : () -> ()
