// math.sqrt on f64
"test.func"() ({
^bb0(%x: f64):
  %c0 = arith.constant 0.0 : f64
  %0 = math.sqrt %c0 : f64
  %c2 = arith.constant -0.0 : f64
  %1 = math.sqrt %c2 : f64
  %c4 = arith.constant 0.5 : f64
  %2 = math.sqrt %c4 : f64
  %c6 = arith.constant -0.5 : f64
  %3 = math.sqrt %c6 : f64
  %c8 = arith.constant 1.0 : f64
  %4 = math.sqrt %c8 : f64
  %c10 = arith.constant -1.0 : f64
  %5 = math.sqrt %c10 : f64
  %c12 = arith.constant 2.5 : f64
  %6 = math.sqrt %c12 : f64
  %c14 = arith.constant -2.5 : f64
  %7 = math.sqrt %c14 : f64
  %c16 = arith.constant 3.0 : f64
  %8 = math.sqrt %c16 : f64
  %c18 = arith.constant -7.25 : f64
  %9 = math.sqrt %c18 : f64
  %c20 = arith.constant 100.0 : f64
  %10 = math.sqrt %c20 : f64
  %c22 = arith.constant 1.0e-310 : f64
  %11 = math.sqrt %c22 : f64
  %c24 = arith.constant 0x7FF0000000000000 : f64
  %12 = math.sqrt %c24 : f64
  %c26 = arith.constant 0xFFF0000000000000 : f64
  %13 = math.sqrt %c26 : f64
  %c28 = arith.constant 0x7FF8000000000000 : f64
  %14 = math.sqrt %c28 : f64
  %c30 = arith.constant 0xFFF8000000000000 : f64
  %15 = math.sqrt %c30 : f64
  %c32 = arith.constant 0x7FF0000000000001 : f64
  %16 = math.sqrt %c32 : f64
  %c34 = arith.constant 1.0e+300 : f64
  %17 = math.sqrt %c34 : f64
  %18 = math.sqrt %x : f64
  %19 = math.sqrt %x fastmath<fast> : f64
  %20 = math.sqrt %x fastmath<nnan,ninf> : f64
  %21 = math.sqrt %x fastmath<none> : f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
}) : () -> ()
