// arith.negf on f32
"test.func"() ({
^bb0(%x: f32):
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant -1.0 : f32
  %c4 = arith.constant 0.1 : f32
  %c5 = arith.constant 3.0 : f32
  %c6 = arith.constant 1.0e+38 : f32
  %c7 = arith.constant 3.40282347E+38 : f32
  %c8 = arith.constant 0x7F800000 : f32
  %c9 = arith.constant 0xFF800000 : f32
  %c10 = arith.constant 0x7FC00000 : f32
  %c11 = arith.constant 0x00000001 : f32
  %c12 = arith.constant 1.17549435E-38 : f32
  %c13 = arith.constant -7.25 : f32
  %0 = arith.negf %c0 : f32
  %1 = arith.negf %c1 : f32
  %2 = arith.negf %c2 : f32
  %3 = arith.negf %c3 : f32
  %4 = arith.negf %c4 : f32
  %5 = arith.negf %c5 : f32
  %6 = arith.negf %c6 : f32
  %7 = arith.negf %c7 : f32
  %8 = arith.negf %c8 : f32
  %9 = arith.negf %c9 : f32
  %10 = arith.negf %c10 : f32
  %11 = arith.negf %c11 : f32
  %12 = arith.negf %c12 : f32
  %13 = arith.negf %c13 : f32
  %14 = arith.negf %x fastmath<fast> : f32
  %15 = arith.negf %14 : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %15) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
}) : () -> ()
