// arith.minui on index: constants, identities, the same operand twice.
"test.func"() ({
^bb0(%x: index, %y: index):
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant -1 : index
  %c3 = arith.constant 4 : index
  %c4 = arith.constant 63 : index
  %c5 = arith.constant -9 : index
  %0 = arith.minui %c0, %c0 : index
  %1 = arith.minui %c0, %c1 : index
  %2 = arith.minui %c0, %c2 : index
  %3 = arith.minui %c0, %c3 : index
  %4 = arith.minui %c0, %c4 : index
  %5 = arith.minui %c0, %c5 : index
  %6 = arith.minui %c1, %c0 : index
  %7 = arith.minui %c1, %c1 : index
  %8 = arith.minui %c1, %c2 : index
  %9 = arith.minui %c1, %c3 : index
  %10 = arith.minui %c1, %c4 : index
  %11 = arith.minui %c1, %c5 : index
  %12 = arith.minui %c2, %c0 : index
  %13 = arith.minui %c2, %c1 : index
  %14 = arith.minui %c2, %c2 : index
  %15 = arith.minui %c2, %c3 : index
  %16 = arith.minui %c2, %c4 : index
  %17 = arith.minui %c2, %c5 : index
  %18 = arith.minui %c3, %c0 : index
  %19 = arith.minui %c3, %c1 : index
  %20 = arith.minui %c3, %c2 : index
  %21 = arith.minui %c3, %c3 : index
  %22 = arith.minui %c3, %c4 : index
  %23 = arith.minui %c3, %c5 : index
  %24 = arith.minui %c4, %c0 : index
  %25 = arith.minui %c4, %c1 : index
  %26 = arith.minui %c4, %c2 : index
  %27 = arith.minui %c4, %c3 : index
  %28 = arith.minui %c4, %c4 : index
  %29 = arith.minui %c4, %c5 : index
  %30 = arith.minui %c5, %c0 : index
  %31 = arith.minui %c5, %c1 : index
  %32 = arith.minui %c5, %c2 : index
  %33 = arith.minui %c5, %c3 : index
  %34 = arith.minui %c5, %c4 : index
  %35 = arith.minui %c5, %c5 : index
  %36 = arith.minui %x, %c0 : index
  %37 = arith.minui %c0, %x : index
  %38 = arith.minui %x, %c1 : index
  %39 = arith.minui %c1, %x : index
  %40 = arith.minui %x, %c2 : index
  %41 = arith.minui %c2, %x : index
  %42 = arith.minui %x, %c3 : index
  %43 = arith.minui %c3, %x : index
  %44 = arith.minui %x, %x : index
  %45 = arith.minui %x, %y : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
