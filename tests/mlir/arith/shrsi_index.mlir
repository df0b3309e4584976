// arith.shrsi on index: constants, identities, the same operand twice.
"test.func"() ({
^bb0(%x: index, %y: index):
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant -1 : index
  %c3 = arith.constant 4 : index
  %c4 = arith.constant 63 : index
  %c5 = arith.constant -9 : index
  %0 = arith.shrsi %c0, %c0 : index
  %1 = arith.shrsi %c0, %c1 : index
  %2 = arith.shrsi %c0, %c2 : index
  %3 = arith.shrsi %c0, %c3 : index
  %4 = arith.shrsi %c0, %c4 : index
  %5 = arith.shrsi %c0, %c5 : index
  %6 = arith.shrsi %c1, %c0 : index
  %7 = arith.shrsi %c1, %c1 : index
  %8 = arith.shrsi %c1, %c2 : index
  %9 = arith.shrsi %c1, %c3 : index
  %10 = arith.shrsi %c1, %c4 : index
  %11 = arith.shrsi %c1, %c5 : index
  %12 = arith.shrsi %c2, %c0 : index
  %13 = arith.shrsi %c2, %c1 : index
  %14 = arith.shrsi %c2, %c2 : index
  %15 = arith.shrsi %c2, %c3 : index
  %16 = arith.shrsi %c2, %c4 : index
  %17 = arith.shrsi %c2, %c5 : index
  %18 = arith.shrsi %c3, %c0 : index
  %19 = arith.shrsi %c3, %c1 : index
  %20 = arith.shrsi %c3, %c2 : index
  %21 = arith.shrsi %c3, %c3 : index
  %22 = arith.shrsi %c3, %c4 : index
  %23 = arith.shrsi %c3, %c5 : index
  %24 = arith.shrsi %c4, %c0 : index
  %25 = arith.shrsi %c4, %c1 : index
  %26 = arith.shrsi %c4, %c2 : index
  %27 = arith.shrsi %c4, %c3 : index
  %28 = arith.shrsi %c4, %c4 : index
  %29 = arith.shrsi %c4, %c5 : index
  %30 = arith.shrsi %c5, %c0 : index
  %31 = arith.shrsi %c5, %c1 : index
  %32 = arith.shrsi %c5, %c2 : index
  %33 = arith.shrsi %c5, %c3 : index
  %34 = arith.shrsi %c5, %c4 : index
  %35 = arith.shrsi %c5, %c5 : index
  %36 = arith.shrsi %x, %c0 : index
  %37 = arith.shrsi %c0, %x : index
  %38 = arith.shrsi %x, %c1 : index
  %39 = arith.shrsi %c1, %x : index
  %40 = arith.shrsi %x, %c2 : index
  %41 = arith.shrsi %c2, %x : index
  %42 = arith.shrsi %x, %c3 : index
  %43 = arith.shrsi %c3, %x : index
  %44 = arith.shrsi %x, %x : index
  %45 = arith.shrsi %x, %y : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
