// arith.divf on f8E5M2: constants including zeros, infinities, NaNs and subnormals; identities.
"test.func"() ({
^bb0(%x: f8E5M2):
  %c0 = arith.constant 0.0 : f8E5M2
  %c1 = arith.constant 1.0 : f8E5M2
  %c2 = arith.constant -2.0 : f8E5M2
  %c3 = arith.constant 57344.0 : f8E5M2
  %c4 = arith.constant 0x7C : f8E5M2
  %c5 = arith.constant 1.5 : f8E5M2
  %0 = arith.divf %c0, %c0 : f8E5M2
  %1 = arith.divf %c0, %c1 : f8E5M2
  %2 = arith.divf %c0, %c2 : f8E5M2
  %3 = arith.divf %c0, %c3 : f8E5M2
  %4 = arith.divf %c0, %c4 : f8E5M2
  %5 = arith.divf %c0, %c5 : f8E5M2
  %6 = arith.divf %c1, %c0 : f8E5M2
  %7 = arith.divf %c1, %c1 : f8E5M2
  %8 = arith.divf %c1, %c2 : f8E5M2
  %9 = arith.divf %c1, %c3 : f8E5M2
  %10 = arith.divf %c1, %c4 : f8E5M2
  %11 = arith.divf %c1, %c5 : f8E5M2
  %12 = arith.divf %c2, %c0 : f8E5M2
  %13 = arith.divf %c2, %c1 : f8E5M2
  %14 = arith.divf %c2, %c2 : f8E5M2
  %15 = arith.divf %c2, %c3 : f8E5M2
  %16 = arith.divf %c2, %c4 : f8E5M2
  %17 = arith.divf %c2, %c5 : f8E5M2
  %18 = arith.divf %c3, %c0 : f8E5M2
  %19 = arith.divf %c3, %c1 : f8E5M2
  %20 = arith.divf %c3, %c2 : f8E5M2
  %21 = arith.divf %c3, %c3 : f8E5M2
  %22 = arith.divf %c3, %c4 : f8E5M2
  %23 = arith.divf %c3, %c5 : f8E5M2
  %24 = arith.divf %c4, %c0 : f8E5M2
  %25 = arith.divf %c4, %c1 : f8E5M2
  %26 = arith.divf %c4, %c2 : f8E5M2
  %27 = arith.divf %c4, %c3 : f8E5M2
  %28 = arith.divf %c4, %c4 : f8E5M2
  %29 = arith.divf %c4, %c5 : f8E5M2
  %30 = arith.divf %c5, %c0 : f8E5M2
  %31 = arith.divf %c5, %c1 : f8E5M2
  %32 = arith.divf %c5, %c2 : f8E5M2
  %33 = arith.divf %c5, %c3 : f8E5M2
  %34 = arith.divf %c5, %c4 : f8E5M2
  %35 = arith.divf %c5, %c5 : f8E5M2
  %36 = arith.divf %x, %c0 : f8E5M2
  %37 = arith.divf %x, %c1 : f8E5M2
  %38 = arith.divf %x, %c2 : f8E5M2
  %39 = arith.divf %x, %c3 : f8E5M2
  %40 = arith.divf %x, %c4 : f8E5M2
  %41 = arith.divf %x, %c5 : f8E5M2
  %42 = arith.divf %x, %x : f8E5M2
  %43 = arith.divf %x, %x fastmath<nnan,nsz> : f8E5M2
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43) : (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2) -> ()
}) : () -> ()
