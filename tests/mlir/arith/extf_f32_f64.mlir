// arith.extf f32 to f64; extf of truncf with contract
"test.func"() ({
^bb0(%y: f64):
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
  %0 = arith.extf %c0 : f32 to f64
  %1 = arith.extf %c1 : f32 to f64
  %2 = arith.extf %c2 : f32 to f64
  %3 = arith.extf %c3 : f32 to f64
  %4 = arith.extf %c4 : f32 to f64
  %5 = arith.extf %c5 : f32 to f64
  %6 = arith.extf %c6 : f32 to f64
  %7 = arith.extf %c7 : f32 to f64
  %8 = arith.extf %c8 : f32 to f64
  %9 = arith.extf %c9 : f32 to f64
  %10 = arith.extf %c10 : f32 to f64
  %11 = arith.extf %c11 : f32 to f64
  %12 = arith.extf %c12 : f32 to f64
  %13 = arith.extf %c13 : f32 to f64
  %14 = arith.truncf %y fastmath<contract> : f64 to f32
  %15 = arith.extf %14 fastmath<contract> : f32 to f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %15) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
}) : () -> ()
