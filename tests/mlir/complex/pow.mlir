// complex.pow on every float element type; fastmath flags; generic form; constant operands
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>, %y: complex<f32>):
  %0 = complex.pow %f16, %f16 : complex<f16>
  %1 = complex.pow %bf16, %bf16 : complex<bf16>
  %2 = complex.pow %f32, %f32 : complex<f32>
  %3 = complex.pow %f64, %f64 : complex<f64>
  %4 = complex.pow %f80, %f80 : complex<f80>
  %5 = complex.pow %f128, %f128 : complex<f128>
  %6 = complex.pow %f32, %y fastmath<fast> : complex<f32>
  %7 = complex.pow %f32, %y fastmath<nnan,ninf> : complex<f32>
  %8 = complex.pow %f32, %y fastmath<reassoc,nsz> : complex<f32>
  %9 = complex.pow %f32, %y fastmath<contract> : complex<f32>
  %10 = complex.pow %f32, %y fastmath<afn,arcp> : complex<f32>
  %11 = complex.pow %f32, %y fastmath<none> : complex<f32>
  %12 = complex.pow %y, %f32 {fastmath = #arith.fastmath<nsz>} : complex<f32>
  %13 = "complex.pow"(%f64, %f64) : (complex<f64>, complex<f64>) -> complex<f64>
  %14 = "complex.pow"(%f16, %f16) <{fastmath = #arith.fastmath<fast>}> : (complex<f16>, complex<f16>) -> complex<f16>
  %15 = "complex.pow"(%bf16, %bf16) {fastmath = #arith.fastmath<nnan>} : (complex<bf16>, complex<bf16>) -> complex<bf16>
  %k16 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %k17 = complex.constant [0.25 : f32, 4.0 : f32] : complex<f32>
  %16 = complex.pow %k16, %k17 : complex<f32>
  %17 = complex.pow %k17, %f32 fastmath<fast> : complex<f32>
  %k20 = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %k21 = complex.constant [0.25 : f64, 4.0 : f64] : complex<f64>
  %18 = complex.pow %k20, %k21 : complex<f64>
  %19 = complex.pow %k21, %f64 fastmath<fast> : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f16>, complex<bf16>, complex<f32>, complex<f32>, complex<f64>, complex<f64>) -> ()
}) : () -> ()
