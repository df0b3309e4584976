// index.cmp uge: values, the same value twice, and constants (some differ at 32 and 64 bits).
"test.func"() ({
^bb0(%a: index, %b: index):
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c2 = index.constant -1
  %c3 = index.constant 4294967296
  %c4 = index.constant 4294967295
  %c5 = index.constant -4294967296
  %c6 = index.constant 5
  %0 = index.cmp uge(%a, %b)
  %1 = index.cmp uge(%a, %a)
  %2 = index.cmp uge(%c0, %c0)
  %3 = index.cmp uge(%c0, %c2)
  %4 = index.cmp uge(%c0, %c4)
  %5 = index.cmp uge(%c0, %c6)
  %6 = index.cmp uge(%c1, %c1)
  %7 = index.cmp uge(%c1, %c3)
  %8 = index.cmp uge(%c1, %c5)
  %9 = index.cmp uge(%c2, %c0)
  %10 = index.cmp uge(%c2, %c2)
  %11 = index.cmp uge(%c2, %c4)
  %12 = index.cmp uge(%c2, %c6)
  %13 = index.cmp uge(%c3, %c1)
  %14 = index.cmp uge(%c3, %c3)
  %15 = index.cmp uge(%c3, %c5)
  %16 = index.cmp uge(%c4, %c0)
  %17 = index.cmp uge(%c4, %c2)
  %18 = index.cmp uge(%c4, %c4)
  %19 = index.cmp uge(%c4, %c6)
  %20 = index.cmp uge(%c5, %c1)
  %21 = index.cmp uge(%c5, %c3)
  %22 = index.cmp uge(%c5, %c5)
  %23 = index.cmp uge(%c6, %c0)
  %24 = index.cmp uge(%c6, %c2)
  %25 = index.cmp uge(%c6, %c4)
  %26 = index.cmp uge(%c6, %c6)
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
}) : () -> ()
