// arith.negf on f80
"test.func"() ({
^bb0(%x: f80):
  %c0 = arith.constant 0.0 : f80
  %c1 = arith.constant 1.0 : f80
  %c2 = arith.constant 0.1 : f80
  %c3 = arith.constant -3.5 : f80
  %c4 = arith.constant 1.0e+4000 : f80
  %0 = arith.negf %c0 : f80
  %1 = arith.negf %c1 : f80
  %2 = arith.negf %c2 : f80
  %3 = arith.negf %c3 : f80
  %4 = arith.negf %c4 : f80
  %5 = arith.negf %x fastmath<fast> : f80
  %6 = arith.negf %5 : f80
  "test.use"(%0, %1, %2, %3, %4, %6) : (f80, f80, f80, f80, f80, f80) -> ()
}) : () -> ()
