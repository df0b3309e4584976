// arith.extf bf16 to f32; extf of truncf with contract
"test.func"() ({
^bb0(%y: f32):
  %c0 = arith.constant 0.0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %c2 = arith.constant 1.0 : bf16
  %c3 = arith.constant -2.5 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %c5 = arith.constant 0x7FC0 : bf16
  %c6 = arith.constant 3.0e+38 : bf16
  %c7 = arith.constant 1.0e-3 : bf16
  %0 = arith.extf %c0 : bf16 to f32
  %1 = arith.extf %c1 : bf16 to f32
  %2 = arith.extf %c2 : bf16 to f32
  %3 = arith.extf %c3 : bf16 to f32
  %4 = arith.extf %c4 : bf16 to f32
  %5 = arith.extf %c5 : bf16 to f32
  %6 = arith.extf %c6 : bf16 to f32
  %7 = arith.extf %c7 : bf16 to f32
  %8 = arith.truncf %y fastmath<contract> : f32 to bf16
  %9 = arith.extf %8 fastmath<contract> : bf16 to f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %9) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
}) : () -> ()
