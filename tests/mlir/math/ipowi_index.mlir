// math.ipowi on index: every pair of bases and powers, negative powers, overflow
"test.func"() ({
^bb0(%x: index):
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant -1 : index
  %c3 = arith.constant 5 : index
  %c4 = arith.constant -4 : index
  %c5 = arith.constant 40 : index
  %0 = math.ipowi %c0, %c0 : index
  %1 = math.ipowi %c0, %c1 : index
  %2 = math.ipowi %c0, %c2 : index
  %3 = math.ipowi %c0, %c3 : index
  %4 = math.ipowi %c0, %c4 : index
  %5 = math.ipowi %c0, %c5 : index
  %6 = math.ipowi %c1, %c0 : index
  %7 = math.ipowi %c1, %c1 : index
  %8 = math.ipowi %c1, %c2 : index
  %9 = math.ipowi %c1, %c3 : index
  %10 = math.ipowi %c1, %c4 : index
  %11 = math.ipowi %c1, %c5 : index
  %12 = math.ipowi %c2, %c0 : index
  %13 = math.ipowi %c2, %c1 : index
  %14 = math.ipowi %c2, %c2 : index
  %15 = math.ipowi %c2, %c3 : index
  %16 = math.ipowi %c2, %c4 : index
  %17 = math.ipowi %c2, %c5 : index
  %18 = math.ipowi %c3, %c0 : index
  %19 = math.ipowi %c3, %c1 : index
  %20 = math.ipowi %c3, %c2 : index
  %21 = math.ipowi %c3, %c3 : index
  %22 = math.ipowi %c3, %c4 : index
  %23 = math.ipowi %c3, %c5 : index
  %24 = math.ipowi %c4, %c0 : index
  %25 = math.ipowi %c4, %c1 : index
  %26 = math.ipowi %c4, %c2 : index
  %27 = math.ipowi %c4, %c3 : index
  %28 = math.ipowi %c4, %c4 : index
  %29 = math.ipowi %c4, %c5 : index
  %30 = math.ipowi %c5, %c0 : index
  %31 = math.ipowi %c5, %c1 : index
  %32 = math.ipowi %c5, %c2 : index
  %33 = math.ipowi %c5, %c3 : index
  %34 = math.ipowi %c5, %c4 : index
  %35 = math.ipowi %c5, %c5 : index
  %36 = math.ipowi %x, %c3 : index
  %37 = math.ipowi %c3, %x : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
