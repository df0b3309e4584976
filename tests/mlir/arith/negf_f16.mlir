// arith.negf on f16
"test.func"() ({
^bb0(%x: f16):
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
  %0 = arith.negf %c0 : f16
  %1 = arith.negf %c1 : f16
  %2 = arith.negf %c2 : f16
  %3 = arith.negf %c3 : f16
  %4 = arith.negf %c4 : f16
  %5 = arith.negf %c5 : f16
  %6 = arith.negf %c6 : f16
  %7 = arith.negf %c7 : f16
  %8 = arith.negf %c8 : f16
  %9 = arith.negf %c9 : f16
  %10 = arith.negf %c10 : f16
  %11 = arith.negf %x fastmath<fast> : f16
  %12 = arith.negf %11 : f16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
}) : () -> ()
