// arith.shli on index: constants, identities, the same operand twice.
"test.func"() ({
^bb0(%x: index, %y: index):
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant -1 : index
  %c3 = arith.constant 4 : index
  %c4 = arith.constant 63 : index
  %c5 = arith.constant -9 : index
  %0 = arith.shli %c0, %c0 : index
  %1 = arith.shli %c0, %c1 : index
  %2 = arith.shli %c0, %c2 : index
  %3 = arith.shli %c0, %c3 : index
  %4 = arith.shli %c0, %c4 : index
  %5 = arith.shli %c0, %c5 : index
  %6 = arith.shli %c1, %c0 : index
  %7 = arith.shli %c1, %c1 : index
  %8 = arith.shli %c1, %c2 : index
  %9 = arith.shli %c1, %c3 : index
  %10 = arith.shli %c1, %c4 : index
  %11 = arith.shli %c1, %c5 : index
  %12 = arith.shli %c2, %c0 : index
  %13 = arith.shli %c2, %c1 : index
  %14 = arith.shli %c2, %c2 : index
  %15 = arith.shli %c2, %c3 : index
  %16 = arith.shli %c2, %c4 : index
  %17 = arith.shli %c2, %c5 : index
  %18 = arith.shli %c3, %c0 : index
  %19 = arith.shli %c3, %c1 : index
  %20 = arith.shli %c3, %c2 : index
  %21 = arith.shli %c3, %c3 : index
  %22 = arith.shli %c3, %c4 : index
  %23 = arith.shli %c3, %c5 : index
  %24 = arith.shli %c4, %c0 : index
  %25 = arith.shli %c4, %c1 : index
  %26 = arith.shli %c4, %c2 : index
  %27 = arith.shli %c4, %c3 : index
  %28 = arith.shli %c4, %c4 : index
  %29 = arith.shli %c4, %c5 : index
  %30 = arith.shli %c5, %c0 : index
  %31 = arith.shli %c5, %c1 : index
  %32 = arith.shli %c5, %c2 : index
  %33 = arith.shli %c5, %c3 : index
  %34 = arith.shli %c5, %c4 : index
  %35 = arith.shli %c5, %c5 : index
  %36 = arith.shli %x, %c0 : index
  %37 = arith.shli %c0, %x : index
  %38 = arith.shli %x, %c1 : index
  %39 = arith.shli %c1, %x : index
  %40 = arith.shli %x, %c2 : index
  %41 = arith.shli %c2, %x : index
  %42 = arith.shli %x, %c3 : index
  %43 = arith.shli %c3, %x : index
  %44 = arith.shli %x, %x : index
  %45 = arith.shli %x, %y : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
