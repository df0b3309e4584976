// math.exp on f64
"test.func"() ({
^bb0(%x: f64):
  %c0 = arith.constant 0.0 : f64
  %0 = math.exp %c0 : f64
  %c2 = arith.constant -0.0 : f64
  %1 = math.exp %c2 : f64
  %c4 = arith.constant 0.5 : f64
  %2 = math.exp %c4 : f64
  %c6 = arith.constant -0.5 : f64
  %3 = math.exp %c6 : f64
  %c8 = arith.constant 1.0 : f64
  %4 = math.exp %c8 : f64
  %c10 = arith.constant -1.0 : f64
  %5 = math.exp %c10 : f64
  %c12 = arith.constant 2.5 : f64
  %6 = math.exp %c12 : f64
  %c14 = arith.constant -2.5 : f64
  %7 = math.exp %c14 : f64
  %c16 = arith.constant 3.0 : f64
  %8 = math.exp %c16 : f64
  %c18 = arith.constant -7.25 : f64
  %9 = math.exp %c18 : f64
  %c20 = arith.constant 100.0 : f64
  %10 = math.exp %c20 : f64
  %c22 = arith.constant 1.0e-310 : f64
  %11 = math.exp %c22 : f64
  %c24 = arith.constant 0x7FF0000000000000 : f64
  %12 = math.exp %c24 : f64
  %c26 = arith.constant 0xFFF0000000000000 : f64
  %13 = math.exp %c26 : f64
  %c28 = arith.constant 0x7FF8000000000000 : f64
  %14 = math.exp %c28 : f64
  %c30 = arith.constant 0xFFF8000000000000 : f64
  %15 = math.exp %c30 : f64
  %c32 = arith.constant 0x7FF0000000000001 : f64
  %16 = math.exp %c32 : f64
  %c34 = arith.constant 1.0e+300 : f64
  %17 = math.exp %c34 : f64
  %18 = math.exp %x : f64
  %19 = math.exp %x fastmath<fast> : f64
  %20 = math.exp %x fastmath<nnan,ninf> : f64
  %21 = math.exp %x fastmath<none> : f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
}) : () -> ()
