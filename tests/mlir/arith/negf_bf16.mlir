// arith.negf on bf16
"test.func"() ({
^bb0(%x: bf16):
  %c0 = arith.constant 0.0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %c2 = arith.constant 1.0 : bf16
  %c3 = arith.constant -2.5 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %c5 = arith.constant 0x7FC0 : bf16
  %c6 = arith.constant 3.0e+38 : bf16
  %c7 = arith.constant 1.0e-3 : bf16
  %0 = arith.negf %c0 : bf16
  %1 = arith.negf %c1 : bf16
  %2 = arith.negf %c2 : bf16
  %3 = arith.negf %c3 : bf16
  %4 = arith.negf %c4 : bf16
  %5 = arith.negf %c5 : bf16
  %6 = arith.negf %c6 : bf16
  %7 = arith.negf %c7 : bf16
  %8 = arith.negf %x fastmath<fast> : bf16
  %9 = arith.negf %8 : bf16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %9) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
}) : () -> ()
