// arith.negf on f128
"test.func"() ({
^bb0(%x: f128):
  %c0 = arith.constant 0.0 : f128
  %c1 = arith.constant 1.0 : f128
  %c2 = arith.constant 0.1 : f128
  %c3 = arith.constant -3.5 : f128
  %c4 = arith.constant 1.0e+4000 : f128
  %0 = arith.negf %c0 : f128
  %1 = arith.negf %c1 : f128
  %2 = arith.negf %c2 : f128
  %3 = arith.negf %c3 : f128
  %4 = arith.negf %c4 : f128
  %5 = arith.negf %x fastmath<fast> : f128
  %6 = arith.negf %5 : f128
  "test.use"(%0, %1, %2, %3, %4, %6) : (f128, f128, f128, f128, f128, f128) -> ()
}) : () -> ()
