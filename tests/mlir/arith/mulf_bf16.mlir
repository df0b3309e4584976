// arith.mulf on bf16: constants including zeros, infinities, NaNs and subnormals; identities.
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
  %0 = arith.mulf %c0, %c0 : bf16
  %1 = arith.mulf %c0, %c2 : bf16
  %2 = arith.mulf %c0, %c4 : bf16
  %3 = arith.mulf %c0, %c6 : bf16
  %4 = arith.mulf %c1, %c0 : bf16
  %5 = arith.mulf %c1, %c2 : bf16
  %6 = arith.mulf %c1, %c4 : bf16
  %7 = arith.mulf %c1, %c6 : bf16
  %8 = arith.mulf %c2, %c0 : bf16
  %9 = arith.mulf %c2, %c2 : bf16
  %10 = arith.mulf %c2, %c4 : bf16
  %11 = arith.mulf %c2, %c6 : bf16
  %12 = arith.mulf %c3, %c0 : bf16
  %13 = arith.mulf %c3, %c2 : bf16
  %14 = arith.mulf %c3, %c4 : bf16
  %15 = arith.mulf %c3, %c6 : bf16
  %16 = arith.mulf %c4, %c0 : bf16
  %17 = arith.mulf %c4, %c2 : bf16
  %18 = arith.mulf %c4, %c4 : bf16
  %19 = arith.mulf %c4, %c6 : bf16
  %20 = arith.mulf %c5, %c0 : bf16
  %21 = arith.mulf %c5, %c2 : bf16
  %22 = arith.mulf %c5, %c4 : bf16
  %23 = arith.mulf %c5, %c6 : bf16
  %24 = arith.mulf %c6, %c0 : bf16
  %25 = arith.mulf %c6, %c2 : bf16
  %26 = arith.mulf %c6, %c4 : bf16
  %27 = arith.mulf %c6, %c6 : bf16
  %28 = arith.mulf %c7, %c0 : bf16
  %29 = arith.mulf %c7, %c2 : bf16
  %30 = arith.mulf %c7, %c4 : bf16
  %31 = arith.mulf %c7, %c6 : bf16
  %32 = arith.mulf %x, %c0 : bf16
  %33 = arith.mulf %x, %c1 : bf16
  %34 = arith.mulf %x, %c2 : bf16
  %35 = arith.mulf %x, %c3 : bf16
  %36 = arith.mulf %x, %c4 : bf16
  %37 = arith.mulf %x, %c5 : bf16
  %38 = arith.mulf %x, %c6 : bf16
  %39 = arith.mulf %x, %c7 : bf16
  %40 = arith.mulf %x, %x : bf16
  %41 = arith.mulf %x, %x fastmath<nnan,nsz> : bf16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
}) : () -> ()
