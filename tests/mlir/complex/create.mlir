// complex.create over every float element type; of constants (no fold)
"test.func"() ({
^bb0(%f16: f16, %bf16: bf16, %f32: f32, %f64: f64, %f80: f80, %f128: f128, %z: complex<f32>):
  %0 = complex.create %f16, %f16 : complex<f16>
  %1 = complex.create %bf16, %bf16 : complex<bf16>
  %2 = complex.create %f32, %f32 : complex<f32>
  %3 = complex.create %f64, %f64 : complex<f64>
  %4 = complex.create %f80, %f80 : complex<f80>
  %5 = complex.create %f128, %f128 : complex<f128>
  %6 = complex.create %f32, %f32 {name = "z"} : complex<f32>
  %7 = "complex.create"(%f64, %f64) : (f64, f64) -> complex<f64>
  %c8 = arith.constant 1.5 : f32
  %c9 = arith.constant -0.0 : f32
  %8 = complex.create %c8, %c9 : complex<f32>
  %9 = complex.create %f32, %c9 : complex<f32>
  %c12 = arith.constant 1.5 : f64
  %c13 = arith.constant -0.0 : f64
  %10 = complex.create %c12, %c13 : complex<f64>
  %11 = complex.create %f64, %c13 : complex<f64>
  %c16 = arith.constant 1.5 : f16
  %c17 = arith.constant -0.0 : f16
  %12 = complex.create %c16, %c17 : complex<f16>
  %13 = complex.create %f16, %c17 : complex<f16>
  %c20 = arith.constant 1.5 : bf16
  %c21 = arith.constant -0.0 : bf16
  %14 = complex.create %c20, %c21 : complex<bf16>
  %15 = complex.create %bf16, %c21 : complex<bf16>
  %t24 = complex.re %z : complex<f32>
  %16 = complex.create %t24, %t24 : complex<f32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f64>, complex<f32>, complex<f32>, complex<f64>, complex<f64>, complex<f16>, complex<f16>, complex<bf16>, complex<bf16>, complex<f32>) -> ()
}) : () -> ()
