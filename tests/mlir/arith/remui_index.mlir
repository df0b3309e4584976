// arith.remui on index: constants, identities, the same operand twice.
"test.func"() ({
^bb0(%x: index, %y: index):
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant -1 : index
  %c3 = arith.constant 4 : index
  %c4 = arith.constant 63 : index
  %c5 = arith.constant -9 : index
  %0 = arith.remui %c0, %c0 : index
  %1 = arith.remui %c0, %c1 : index
  %2 = arith.remui %c0, %c2 : index
  %3 = arith.remui %c0, %c3 : index
  %4 = arith.remui %c0, %c4 : index
  %5 = arith.remui %c0, %c5 : index
  %6 = arith.remui %c1, %c0 : index
  %7 = arith.remui %c1, %c1 : index
  %8 = arith.remui %c1, %c2 : index
  %9 = arith.remui %c1, %c3 : index
  %10 = arith.remui %c1, %c4 : index
  %11 = arith.remui %c1, %c5 : index
  %12 = arith.remui %c2, %c0 : index
  %13 = arith.remui %c2, %c1 : index
  %14 = arith.remui %c2, %c2 : index
  %15 = arith.remui %c2, %c3 : index
  %16 = arith.remui %c2, %c4 : index
  %17 = arith.remui %c2, %c5 : index
  %18 = arith.remui %c3, %c0 : index
  %19 = arith.remui %c3, %c1 : index
  %20 = arith.remui %c3, %c2 : index
  %21 = arith.remui %c3, %c3 : index
  %22 = arith.remui %c3, %c4 : index
  %23 = arith.remui %c3, %c5 : index
  %24 = arith.remui %c4, %c0 : index
  %25 = arith.remui %c4, %c1 : index
  %26 = arith.remui %c4, %c2 : index
  %27 = arith.remui %c4, %c3 : index
  %28 = arith.remui %c4, %c4 : index
  %29 = arith.remui %c4, %c5 : index
  %30 = arith.remui %c5, %c0 : index
  %31 = arith.remui %c5, %c1 : index
  %32 = arith.remui %c5, %c2 : index
  %33 = arith.remui %c5, %c3 : index
  %34 = arith.remui %c5, %c4 : index
  %35 = arith.remui %c5, %c5 : index
  %36 = arith.remui %x, %c0 : index
  %37 = arith.remui %c0, %x : index
  %38 = arith.remui %x, %c1 : index
  %39 = arith.remui %c1, %x : index
  %40 = arith.remui %x, %c2 : index
  %41 = arith.remui %c2, %x : index
  %42 = arith.remui %x, %c3 : index
  %43 = arith.remui %c3, %x : index
  %44 = arith.remui %x, %x : index
  %45 = arith.remui %x, %y : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
