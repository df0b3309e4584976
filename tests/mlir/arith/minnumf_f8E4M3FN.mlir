// arith.minnumf on f8E4M3FN: constants including zeros, infinities, NaNs and subnormals; identities.
"test.func"() ({
^bb0(%x: f8E4M3FN):
  %c0 = arith.constant 0.0 : f8E4M3FN
  %c1 = arith.constant 1.0 : f8E4M3FN
  %c2 = arith.constant -2.0 : f8E4M3FN
  %c3 = arith.constant 448.0 : f8E4M3FN
  %c4 = arith.constant 0.015625 : f8E4M3FN
  %c5 = arith.constant 3.0 : f8E4M3FN
  %0 = arith.minnumf %c0, %c0 : f8E4M3FN
  %1 = arith.minnumf %c0, %c1 : f8E4M3FN
  %2 = arith.minnumf %c0, %c2 : f8E4M3FN
  %3 = arith.minnumf %c0, %c3 : f8E4M3FN
  %4 = arith.minnumf %c0, %c4 : f8E4M3FN
  %5 = arith.minnumf %c0, %c5 : f8E4M3FN
  %6 = arith.minnumf %c1, %c0 : f8E4M3FN
  %7 = arith.minnumf %c1, %c1 : f8E4M3FN
  %8 = arith.minnumf %c1, %c2 : f8E4M3FN
  %9 = arith.minnumf %c1, %c3 : f8E4M3FN
  %10 = arith.minnumf %c1, %c4 : f8E4M3FN
  %11 = arith.minnumf %c1, %c5 : f8E4M3FN
  %12 = arith.minnumf %c2, %c0 : f8E4M3FN
  %13 = arith.minnumf %c2, %c1 : f8E4M3FN
  %14 = arith.minnumf %c2, %c2 : f8E4M3FN
  %15 = arith.minnumf %c2, %c3 : f8E4M3FN
  %16 = arith.minnumf %c2, %c4 : f8E4M3FN
  %17 = arith.minnumf %c2, %c5 : f8E4M3FN
  %18 = arith.minnumf %c3, %c0 : f8E4M3FN
  %19 = arith.minnumf %c3, %c1 : f8E4M3FN
  %20 = arith.minnumf %c3, %c2 : f8E4M3FN
  %21 = arith.minnumf %c3, %c3 : f8E4M3FN
  %22 = arith.minnumf %c3, %c4 : f8E4M3FN
  %23 = arith.minnumf %c3, %c5 : f8E4M3FN
  %24 = arith.minnumf %c4, %c0 : f8E4M3FN
  %25 = arith.minnumf %c4, %c1 : f8E4M3FN
  %26 = arith.minnumf %c4, %c2 : f8E4M3FN
  %27 = arith.minnumf %c4, %c3 : f8E4M3FN
  %28 = arith.minnumf %c4, %c4 : f8E4M3FN
  %29 = arith.minnumf %c4, %c5 : f8E4M3FN
  %30 = arith.minnumf %c5, %c0 : f8E4M3FN
  %31 = arith.minnumf %c5, %c1 : f8E4M3FN
  %32 = arith.minnumf %c5, %c2 : f8E4M3FN
  %33 = arith.minnumf %c5, %c3 : f8E4M3FN
  %34 = arith.minnumf %c5, %c4 : f8E4M3FN
  %35 = arith.minnumf %c5, %c5 : f8E4M3FN
  %36 = arith.minnumf %x, %c0 : f8E4M3FN
  %37 = arith.minnumf %x, %c1 : f8E4M3FN
  %38 = arith.minnumf %x, %c2 : f8E4M3FN
  %39 = arith.minnumf %x, %c3 : f8E4M3FN
  %40 = arith.minnumf %x, %c4 : f8E4M3FN
  %41 = arith.minnumf %x, %c5 : f8E4M3FN
  %42 = arith.minnumf %x, %x : f8E4M3FN
  %43 = arith.minnumf %x, %x fastmath<nnan,nsz> : f8E4M3FN
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
}) : () -> ()
