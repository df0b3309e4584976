// arith.minimumf on bf16: constants including zeros, infinities, NaNs and subnormals; identities.
"test.func"() ({
^bb0(%x: bf16):
  %c0 = arith.constant 0.0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %c2 = arith.constant 1.0 : bf16
  %c3 = arith.constant -2.5 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %c5 = arith.constant 0x7FC0 : bf16
  %c6 = arith.constant 3.0e+38 : bf16
  %c7 = arith.constant 1.0e-3 : bf16
  %0 = arith.minimumf %c0, %c0 : bf16
  %1 = arith.minimumf %c0, %c2 : bf16
  %2 = arith.minimumf %c0, %c4 : bf16
  %3 = arith.minimumf %c0, %c6 : bf16
  %4 = arith.minimumf %c1, %c0 : bf16
  %5 = arith.minimumf %c1, %c2 : bf16
  %6 = arith.minimumf %c1, %c4 : bf16
  %7 = arith.minimumf %c1, %c6 : bf16
  %8 = arith.minimumf %c2, %c0 : bf16
  %9 = arith.minimumf %c2, %c2 : bf16
  %10 = arith.minimumf %c2, %c4 : bf16
  %11 = arith.minimumf %c2, %c6 : bf16
  %12 = arith.minimumf %c3, %c0 : bf16
  %13 = arith.minimumf %c3, %c2 : bf16
  %14 = arith.minimumf %c3, %c4 : bf16
  %15 = arith.minimumf %c3, %c6 : bf16
  %16 = arith.minimumf %c4, %c0 : bf16
  %17 = arith.minimumf %c4, %c2 : bf16
  %18 = arith.minimumf %c4, %c4 : bf16
  %19 = arith.minimumf %c4, %c6 : bf16
  %20 = arith.minimumf %c5, %c0 : bf16
  %21 = arith.minimumf %c5, %c2 : bf16
  %22 = arith.minimumf %c5, %c4 : bf16
  %23 = arith.minimumf %c5, %c6 : bf16
  %24 = arith.minimumf %c6, %c0 : bf16
  %25 = arith.minimumf %c6, %c2 : bf16
  %26 = arith.minimumf %c6, %c4 : bf16
  %27 = arith.minimumf %c6, %c6 : bf16
  %28 = arith.minimumf %c7, %c0 : bf16
  %29 = arith.minimumf %c7, %c2 : bf16
  %30 = arith.minimumf %c7, %c4 : bf16
  %31 = arith.minimumf %c7, %c6 : bf16
  %32 = arith.minimumf %x, %c0 : bf16
  %33 = arith.minimumf %x, %c1 : bf16
  %34 = arith.minimumf %x, %c2 : bf16
  %35 = arith.minimumf %x, %c3 : bf16
  %36 = arith.minimumf %x, %c4 : bf16
  %37 = arith.minimumf %x, %c5 : bf16
  %38 = arith.minimumf %x, %c6 : bf16
  %39 = arith.minimumf %x, %c7 : bf16
  %40 = arith.minimumf %x, %x : bf16
  %41 = arith.minimumf %x, %x fastmath<nnan,nsz> : bf16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
}) : () -> ()
