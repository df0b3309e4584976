// arith.negf on f64
"test.func"() ({
^bb0(%x: f64):
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
  %0 = arith.negf %c0 : f64
  %1 = arith.negf %c1 : f64
  %2 = arith.negf %c2 : f64
  %3 = arith.negf %c3 : f64
  %4 = arith.negf %c4 : f64
  %5 = arith.negf %c5 : f64
  %6 = arith.negf %c6 : f64
  %7 = arith.negf %c7 : f64
  %8 = arith.negf %c8 : f64
  %9 = arith.negf %c9 : f64
  %10 = arith.negf %x fastmath<fast> : f64
  %11 = arith.negf %10 : f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
}) : () -> ()
