// arith.extf f8E5M2 to f16; extf of truncf with contract
"test.func"() ({
^bb0(%y: f16):
  %c0 = arith.constant 0.0 : f8E5M2
  %c1 = arith.constant 1.0 : f8E5M2
  %c2 = arith.constant -2.0 : f8E5M2
  %c3 = arith.constant 57344.0 : f8E5M2
  %c4 = arith.constant 0x7C : f8E5M2
  %c5 = arith.constant 1.5 : f8E5M2
  %0 = arith.extf %c0 : f8E5M2 to f16
  %1 = arith.extf %c1 : f8E5M2 to f16
  %2 = arith.extf %c2 : f8E5M2 to f16
  %3 = arith.extf %c3 : f8E5M2 to f16
  %4 = arith.extf %c4 : f8E5M2 to f16
  %5 = arith.extf %c5 : f8E5M2 to f16
  %6 = arith.truncf %y fastmath<contract> : f16 to f8E5M2
  %7 = arith.extf %6 fastmath<contract> : f8E5M2 to f16
  "test.use"(%0, %1, %2, %3, %4, %5, %7) : (f16, f16, f16, f16, f16, f16, f16) -> ()
}) : () -> ()
