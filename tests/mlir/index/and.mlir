// index.and: plain, constant operands (with 32/64-bit disagreements), identities, chains.
"test.func"() ({
^bb0(%a: index, %b: index):
  %c16 = index.constant -4294967296
  %c15 = index.constant 4294967295
  %c14 = index.constant 40
  %c13 = index.constant 32
  %c12 = index.constant 31
  %c11 = index.constant 3
  %c10 = index.constant -9223372036854775808
  %c9 = index.constant 8589934594
  %c8 = index.constant 4294967298
  %c7 = index.constant -1
  %c6 = index.constant 1
  %c5 = index.constant 5
  %c4 = index.constant 0
  %c3 = index.constant -2
  %c2 = index.constant -7
  %c1 = index.constant 2
  %c0 = index.constant 7
  %0 = index.and %a, %b
  %1 = index.and %c0, %c1
  %2 = index.and %c2, %c1
  %3 = index.and %c0, %c3
  %4 = index.and %c2, %c3
  %5 = index.and %c4, %c5
  %6 = index.and %c5, %c4
  %7 = index.and %c6, %c6
  %8 = index.and %c7, %c6
  %9 = index.and %c8, %c1
  %10 = index.and %c9, %c1
  %11 = index.and %c10, %c7
  %12 = index.and %c11, %c12
  %13 = index.and %c11, %c13
  %14 = index.and %c11, %c14
  %15 = index.and %c15, %c6
  %16 = index.and %c16, %c11
  %17 = index.and %a, %c4
  %18 = index.and %c4, %a
  %19 = index.and %a, %c6
  %20 = index.and %c6, %a
  %21 = index.and %a, %c7
  %22 = index.and %c7, %a
  %23 = index.and %a, %c5
  %24 = index.and %23, %c0
  %25 = index.and %c5, %b
  %26 = index.and %25, %c0
  %27 = index.and %a, %a
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %24, %26, %27) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
