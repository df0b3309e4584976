// complex.eq: i1 results, no folds
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>, %y: complex<f32>):
  %0 = complex.eq %f16, %f16 : complex<f16>
  %1 = complex.eq %bf16, %bf16 : complex<bf16>
  %2 = complex.eq %f32, %f32 : complex<f32>
  %3 = complex.eq %f64, %f64 : complex<f64>
  %4 = complex.eq %f80, %f80 : complex<f80>
  %5 = complex.eq %f128, %f128 : complex<f128>
  %6 = complex.eq %f32, %y : complex<f32>
  %7 = complex.eq %y, %f32 {tag = 1 : i32} : complex<f32>
  %8 = "complex.eq"(%f64, %f64) : (complex<f64>, complex<f64>) -> i1
  %k9 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %k10 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %k11 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %9 = complex.eq %k9, %k10 : complex<f32>
  %10 = complex.eq %k9, %k11 : complex<f32>
  %11 = complex.eq %k11, %k11 : complex<f32>
  %k15 = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %k16 = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %k17 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %12 = complex.eq %k15, %k16 : complex<f64>
  %13 = complex.eq %k15, %k17 : complex<f64>
  %14 = complex.eq %k17, %k17 : complex<f64>
  %k21 = complex.constant [1.5 : f16, -2.0 : f16] : complex<f16>
  %k22 = complex.constant [1.5 : f16, -2.0 : f16] : complex<f16>
  %k23 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %15 = complex.eq %k21, %k22 : complex<f16>
  %16 = complex.eq %k21, %k23 : complex<f16>
  %17 = complex.eq %k23, %k23 : complex<f16>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
}) : () -> ()
