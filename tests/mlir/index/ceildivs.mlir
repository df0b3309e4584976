// index.ceildivs: plain, constant operands (with 32/64-bit disagreements), identities, chains.
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
  %0 = index.ceildivs %a, %b
  %1 = index.ceildivs %c0, %c1
  %2 = index.ceildivs %c2, %c1
  %3 = index.ceildivs %c0, %c3
  %4 = index.ceildivs %c2, %c3
  %5 = index.ceildivs %c4, %c5
  %6 = index.ceildivs %c5, %c4
  %7 = index.ceildivs %c6, %c6
  %8 = index.ceildivs %c7, %c6
  %9 = index.ceildivs %c8, %c1
  %10 = index.ceildivs %c9, %c1
  %11 = index.ceildivs %c10, %c7
  %12 = index.ceildivs %c11, %c12
  %13 = index.ceildivs %c11, %c13
  %14 = index.ceildivs %c11, %c14
  %15 = index.ceildivs %c15, %c6
  %16 = index.ceildivs %c16, %c11
  %17 = index.ceildivs %a, %c4
  %18 = index.ceildivs %c4, %a
  %19 = index.ceildivs %a, %c6
  %20 = index.ceildivs %c6, %a
  %21 = index.ceildivs %a, %c7
  %22 = index.ceildivs %c7, %a
  %23 = index.ceildivs %a, %c5
  %24 = index.ceildivs %23, %c0
  %25 = index.ceildivs %c5, %b
  %26 = index.ceildivs %25, %c0
  %27 = index.ceildivs %a, %a
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %24, %26, %27) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
