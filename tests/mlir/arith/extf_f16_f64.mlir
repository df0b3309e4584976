// arith.extf f16 to f64; extf of truncf with contract
"test.func"() ({
^bb0(%y: f64):
  %c0 = arith.constant 0.0 : f16
  %c1 = arith.constant -0.0 : f16
  %c2 = arith.constant 1.0 : f16
  %c3 = arith.constant -1.5 : f16
  %c4 = arith.constant 65504.0 : f16
  %c5 = arith.constant 0x7C00 : f16
  %c6 = arith.constant 0xFC00 : f16
  %c7 = arith.constant 0x7E00 : f16
  %c8 = arith.constant 0x0001 : f16
  %c9 = arith.constant 3.140625 : f16
  %c10 = arith.constant 1.0e-3 : f16
  %0 = arith.extf %c0 : f16 to f64
  %1 = arith.extf %c1 : f16 to f64
  %2 = arith.extf %c2 : f16 to f64
  %3 = arith.extf %c3 : f16 to f64
  %4 = arith.extf %c4 : f16 to f64
  %5 = arith.extf %c5 : f16 to f64
  %6 = arith.extf %c6 : f16 to f64
  %7 = arith.extf %c7 : f16 to f64
  %8 = arith.extf %c8 : f16 to f64
  %9 = arith.extf %c9 : f16 to f64
  %10 = arith.extf %c10 : f16 to f64
  %11 = arith.truncf %y fastmath<contract> : f64 to f16
  %12 = arith.extf %11 fastmath<contract> : f16 to f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
}) : () -> ()
