// arith.negf on f8E4M3FN
"test.func"() ({
^bb0(%x: f8E4M3FN):
  %c0 = arith.constant 0.0 : f8E4M3FN
  %c1 = arith.constant 1.0 : f8E4M3FN
  %c2 = arith.constant -2.0 : f8E4M3FN
  %c3 = arith.constant 448.0 : f8E4M3FN
  %c4 = arith.constant 0.015625 : f8E4M3FN
  %c5 = arith.constant 3.0 : f8E4M3FN
  %0 = arith.negf %c0 : f8E4M3FN
  %1 = arith.negf %c1 : f8E4M3FN
  %2 = arith.negf %c2 : f8E4M3FN
  %3 = arith.negf %c3 : f8E4M3FN
  %4 = arith.negf %c4 : f8E4M3FN
  %5 = arith.negf %c5 : f8E4M3FN
  %6 = arith.negf %x fastmath<fast> : f8E4M3FN
  %7 = arith.negf %6 : f8E4M3FN
  "test.use"(%0, %1, %2, %3, %4, %5, %7) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
}) : () -> ()
