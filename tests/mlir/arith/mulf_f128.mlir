// arith.mulf on f128: constants including zeros, infinities, NaNs and subnormals; identities.
"test.func"() ({
^bb0(%x: f128):
  %c0 = arith.constant 0.0 : f128
  %c1 = arith.constant 1.0 : f128
  %c2 = arith.constant 0.1 : f128
  %c3 = arith.constant -3.5 : f128
  %c4 = arith.constant 1.0e+4000 : f128
  %0 = arith.mulf %c0, %c0 : f128
  %1 = arith.mulf %c0, %c1 : f128
  %2 = arith.mulf %c0, %c2 : f128
  %3 = arith.mulf %c0, %c3 : f128
  %4 = arith.mulf %c0, %c4 : f128
  %5 = arith.mulf %c1, %c0 : f128
  %6 = arith.mulf %c1, %c1 : f128
  %7 = arith.mulf %c1, %c2 : f128
  %8 = arith.mulf %c1, %c3 : f128
  %9 = arith.mulf %c1, %c4 : f128
  %10 = arith.mulf %c2, %c0 : f128
  %11 = arith.mulf %c2, %c1 : f128
  %12 = arith.mulf %c2, %c2 : f128
  %13 = arith.mulf %c2, %c3 : f128
  %14 = arith.mulf %c2, %c4 : f128
  %15 = arith.mulf %c3, %c0 : f128
  %16 = arith.mulf %c3, %c1 : f128
  %17 = arith.mulf %c3, %c2 : f128
  %18 = arith.mulf %c3, %c3 : f128
  %19 = arith.mulf %c3, %c4 : f128
  %20 = arith.mulf %c4, %c0 : f128
  %21 = arith.mulf %c4, %c1 : f128
  %22 = arith.mulf %c4, %c2 : f128
  %23 = arith.mulf %c4, %c3 : f128
  %24 = arith.mulf %c4, %c4 : f128
  %25 = arith.mulf %x, %c0 : f128
  %26 = arith.mulf %x, %c1 : f128
  %27 = arith.mulf %x, %c2 : f128
  %28 = arith.mulf %x, %c3 : f128
  %29 = arith.mulf %x, %c4 : f128
  %30 = arith.mulf %x, %x : f128
  %31 = arith.mulf %x, %x fastmath<nnan,nsz> : f128
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31) : (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) -> ()
}) : () -> ()
