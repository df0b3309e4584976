// arith.divf on f80: constants including zeros, infinities, NaNs and subnormals; identities.
"test.func"() ({
^bb0(%x: f80):
  %c0 = arith.constant 0.0 : f80
  %c1 = arith.constant 1.0 : f80
  %c2 = arith.constant 0.1 : f80
  %c3 = arith.constant -3.5 : f80
  %c4 = arith.constant 1.0e+4000 : f80
  %0 = arith.divf %c0, %c0 : f80
  %1 = arith.divf %c0, %c1 : f80
  %2 = arith.divf %c0, %c2 : f80
  %3 = arith.divf %c0, %c3 : f80
  %4 = arith.divf %c0, %c4 : f80
  %5 = arith.divf %c1, %c0 : f80
  %6 = arith.divf %c1, %c1 : f80
  %7 = arith.divf %c1, %c2 : f80
  %8 = arith.divf %c1, %c3 : f80
  %9 = arith.divf %c1, %c4 : f80
  %10 = arith.divf %c2, %c0 : f80
  %11 = arith.divf %c2, %c1 : f80
  %12 = arith.divf %c2, %c2 : f80
  %13 = arith.divf %c2, %c3 : f80
  %14 = arith.divf %c2, %c4 : f80
  %15 = arith.divf %c3, %c0 : f80
  %16 = arith.divf %c3, %c1 : f80
  %17 = arith.divf %c3, %c2 : f80
  %18 = arith.divf %c3, %c3 : f80
  %19 = arith.divf %c3, %c4 : f80
  %20 = arith.divf %c4, %c0 : f80
  %21 = arith.divf %c4, %c1 : f80
  %22 = arith.divf %c4, %c2 : f80
  %23 = arith.divf %c4, %c3 : f80
  %24 = arith.divf %c4, %c4 : f80
  %25 = arith.divf %x, %c0 : f80
  %26 = arith.divf %x, %c1 : f80
  %27 = arith.divf %x, %c2 : f80
  %28 = arith.divf %x, %c3 : f80
  %29 = arith.divf %x, %c4 : f80
  %30 = arith.divf %x, %x : f80
  %31 = arith.divf %x, %x fastmath<nnan,nsz> : f80
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31) : (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) -> ()
}) : () -> ()
