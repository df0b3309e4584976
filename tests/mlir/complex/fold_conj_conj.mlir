// complex.conj of complex.conj folds
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>):
  %t0 = complex.conj %f16 : complex<f16>
  %0 = complex.conj %t0 : complex<f16>
  %t2 = complex.conj %bf16 : complex<bf16>
  %1 = complex.conj %t2 : complex<bf16>
  %t4 = complex.conj %f32 : complex<f32>
  %2 = complex.conj %t4 : complex<f32>
  %t6 = complex.conj %f64 : complex<f64>
  %3 = complex.conj %t6 : complex<f64>
  %t8 = complex.conj %f80 : complex<f80>
  %4 = complex.conj %t8 : complex<f80>
  %t10 = complex.conj %f128 : complex<f128>
  %5 = complex.conj %t10 : complex<f128>
  %t12 = complex.conj %f32 fastmath<fast> : complex<f32>
  %6 = complex.conj %t12 fastmath<nnan> : complex<f32>
  %7 = complex.conj %f64 : complex<f64>
  %8 = complex.conj %7 : complex<f64>
  %t16 = complex.conj %f16 : complex<f16>
  %t17 = complex.conj %t16 : complex<f16>
  %9 = complex.conj %t17 : complex<f16>
  %t19 = complex.conj %bf16 : complex<bf16>
  %t20 = complex.conj %t19 : complex<bf16>
  %t21 = complex.conj %t20 : complex<bf16>
  %10 = complex.conj %t21 : complex<bf16>
  %k23 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %t24 = complex.conj %k23 : complex<f32>
  %11 = complex.conj %t24 : complex<f32>
  %12 = complex.conj %f32 : complex<f32>
  %t27 = complex.neg %f64 : complex<f64>
  %13 = complex.conj %t27 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f64>, complex<f64>, complex<f16>, complex<bf16>, complex<f32>, complex<f32>, complex<f64>) -> ()
}) : () -> ()
