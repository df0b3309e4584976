// arith.extf f64 to f128; extf of truncf with contract
"test.func"() ({
^bb0(%y: f128):
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant -0.0 : f64
  %c2 = arith.constant 1.0 : f64
  %c3 = arith.constant 0.1 : f64
  %c4 = arith.constant 0.3 : f64
  %c5 = arith.constant 1.0e+308 : f64
  %c6 = arith.constant 0x7FF0000000000000 : f64
  %c7 = arith.constant 0x7FF8000000000000 : f64
  %c8 = arith.constant 5.0e-324 : f64
  %c9 = arith.constant -2.0 : f64
  %0 = arith.extf %c0 : f64 to f128
  %1 = arith.extf %c1 : f64 to f128
  %2 = arith.extf %c2 : f64 to f128
  %3 = arith.extf %c3 : f64 to f128
  %4 = arith.extf %c4 : f64 to f128
  %5 = arith.extf %c5 : f64 to f128
  %6 = arith.extf %c6 : f64 to f128
  %7 = arith.extf %c7 : f64 to f128
  %8 = arith.extf %c8 : f64 to f128
  %9 = arith.extf %c9 : f64 to f128
  %10 = arith.truncf %y fastmath<contract> : f128 to f64
  %11 = arith.extf %10 fastmath<contract> : f64 to f128
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11) : (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) -> ()
}) : () -> ()
