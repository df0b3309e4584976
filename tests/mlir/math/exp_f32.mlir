// math.exp on f32: zeros, signs, subnormals, infinities, NaNs; fastmath flags
"test.func"() ({
^bb0(%x: f32):
  %c0 = arith.constant 0.0 : f32
  %0 = math.exp %c0 : f32
  %c2 = arith.constant -0.0 : f32
  %1 = math.exp %c2 : f32
  %c4 = arith.constant 0.5 : f32
  %2 = math.exp %c4 : f32
  %c6 = arith.constant -0.5 : f32
  %3 = math.exp %c6 : f32
  %c8 = arith.constant 1.0 : f32
  %4 = math.exp %c8 : f32
  %c10 = arith.constant -1.0 : f32
  %5 = math.exp %c10 : f32
  %c12 = arith.constant 2.5 : f32
  %6 = math.exp %c12 : f32
  %c14 = arith.constant -2.5 : f32
  %7 = math.exp %c14 : f32
  %c16 = arith.constant 3.0 : f32
  %8 = math.exp %c16 : f32
  %c18 = arith.constant -7.25 : f32
  %9 = math.exp %c18 : f32
  %c20 = arith.constant 100.0 : f32
  %10 = math.exp %c20 : f32
  %c22 = arith.constant 1.0e-40 : f32
  %11 = math.exp %c22 : f32
  %c24 = arith.constant 0x7F800000 : f32
  %12 = math.exp %c24 : f32
  %c26 = arith.constant 0xFF800000 : f32
  %13 = math.exp %c26 : f32
  %c28 = arith.constant 0x7FC00000 : f32
  %14 = math.exp %c28 : f32
  %c30 = arith.constant 0xFFC00000 : f32
  %15 = math.exp %c30 : f32
  %c32 = arith.constant 0x7F800001 : f32
  %16 = math.exp %c32 : f32
  %c34 = arith.constant 3.0e+38 : f32
  %17 = math.exp %c34 : f32
  %18 = math.exp %x : f32
  %19 = math.exp %x fastmath<fast> : f32
  %20 = math.exp %x fastmath<nnan,ninf> : f32
  %21 = math.exp %x fastmath<none> : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
}) : () -> ()
