// complex.angle: the element type as result; fastmath flags; generic form
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>):
  %0 = complex.angle %f16 : complex<f16>
  %1 = complex.angle %bf16 : complex<bf16>
  %2 = complex.angle %f32 : complex<f32>
  %3 = complex.angle %f64 : complex<f64>
  %4 = complex.angle %f80 : complex<f80>
  %5 = complex.angle %f128 : complex<f128>
  %6 = complex.angle %f32 fastmath<fast> : complex<f32>
  %7 = complex.angle %f32 fastmath<nnan,ninf> : complex<f32>
  %8 = complex.angle %f32 fastmath<reassoc,nsz> : complex<f32>
  %9 = complex.angle %f32 fastmath<contract> : complex<f32>
  %10 = complex.angle %f32 fastmath<afn,arcp> : complex<f32>
  %11 = complex.angle %f32 fastmath<none> : complex<f32>
  %12 = complex.angle %f64 {fastmath = #arith.fastmath<ninf>} : complex<f64>
  %13 = "complex.angle"(%f128) : (complex<f128>) -> f128
  %14 = "complex.angle"(%bf16) <{fastmath = #arith.fastmath<contract>}> : (complex<bf16>) -> bf16
  %k15 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %15 = complex.angle %k15 : complex<f32>
  %k17 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %16 = complex.angle %k17 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (f16, bf16, f32, f64, f80, f128, f32, f32, f32, f32, f32, f32, f64, f128, bf16, f32, f64) -> ()
}) : () -> ()
