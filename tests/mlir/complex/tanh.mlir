// complex.tanh on every float element type; fastmath flags in the custom form, the attribute dictionary and generic properties; constant operands (no folds)
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>):
  %0 = complex.tanh %f16 : complex<f16>
  %1 = complex.tanh %bf16 : complex<bf16>
  %2 = complex.tanh %f32 : complex<f32>
  %3 = complex.tanh %f64 : complex<f64>
  %4 = complex.tanh %f80 : complex<f80>
  %5 = complex.tanh %f128 : complex<f128>
  %6 = complex.tanh %f32 fastmath<fast> : complex<f32>
  %7 = complex.tanh %f32 fastmath<nnan,ninf> : complex<f32>
  %8 = complex.tanh %f32 fastmath<reassoc,nsz> : complex<f32>
  %9 = complex.tanh %f32 fastmath<contract> : complex<f32>
  %10 = complex.tanh %f32 fastmath<afn,arcp> : complex<f32>
  %11 = complex.tanh %f32 fastmath<none> : complex<f32>
  %12 = complex.tanh %f64 {fastmath = #arith.fastmath<nnan>} : complex<f64>
  %13 = complex.tanh %f16 fastmath<afn> {other} : complex<f16>
  %14 = "complex.tanh"(%bf16) : (complex<bf16>) -> complex<bf16>
  %15 = "complex.tanh"(%f80) <{fastmath = #arith.fastmath<reassoc>}> : (complex<f80>) -> complex<f80>
  %k16 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %16 = complex.tanh %k16 : complex<f32>
  %k18 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %17 = complex.tanh %k18 fastmath<fast> : complex<f32>
  %k20 = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %18 = complex.tanh %k20 : complex<f64>
  %k22 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %19 = complex.tanh %k22 fastmath<fast> : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f16>, complex<bf16>, complex<f80>, complex<f32>, complex<f32>, complex<f64>, complex<f64>) -> ()
}) : () -> ()
