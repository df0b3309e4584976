// arith.negf on f8E5M2
"test.func"() ({
^bb0(%x: f8E5M2):
  %c0 = arith.constant 0.0 : f8E5M2
  %c1 = arith.constant 1.0 : f8E5M2
  %c2 = arith.constant -2.0 : f8E5M2
  %c3 = arith.constant 57344.0 : f8E5M2
  %c4 = arith.constant 0x7C : f8E5M2
  %c5 = arith.constant 1.5 : f8E5M2
  %0 = arith.negf %c0 : f8E5M2
  %1 = arith.negf %c1 : f8E5M2
  %2 = arith.negf %c2 : f8E5M2
  %3 = arith.negf %c3 : f8E5M2
  %4 = arith.negf %c4 : f8E5M2
  %5 = arith.negf %c5 : f8E5M2
  %6 = arith.negf %x fastmath<fast> : f8E5M2
  %7 = arith.negf %6 : f8E5M2
  "test.use"(%0, %1, %2, %3, %4, %5, %7) : (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2) -> ()
}) : () -> ()
