// arith.extf f8E4M3FN to f32; extf of truncf with contract
"test.func"() ({
^bb0(%y: f32):
  %c0 = arith.constant 0.0 : f8E4M3FN
  %c1 = arith.constant 1.0 : f8E4M3FN
  %c2 = arith.constant -2.0 : f8E4M3FN
  %c3 = arith.constant 448.0 : f8E4M3FN
  %c4 = arith.constant 0.015625 : f8E4M3FN
  %c5 = arith.constant 3.0 : f8E4M3FN
  %0 = arith.extf %c0 : f8E4M3FN to f32
  %1 = arith.extf %c1 : f8E4M3FN to f32
  %2 = arith.extf %c2 : f8E4M3FN to f32
  %3 = arith.extf %c3 : f8E4M3FN to f32
  %4 = arith.extf %c4 : f8E4M3FN to f32
  %5 = arith.extf %c5 : f8E4M3FN to f32
  %6 = arith.truncf %y fastmath<contract> : f32 to f8E4M3FN
  %7 = arith.extf %6 fastmath<contract> : f8E4M3FN to f32
  "test.use"(%0, %1, %2, %3, %4, %5, %7) : (f32, f32, f32, f32, f32, f32, f32) -> ()
}) : () -> ()
