// index.constant: names %idxN, duplicates uniqued by canonicalization.
"test.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.constant 0
  %1 = index.constant 1
  %2 = index.constant -1
  %3 = index.constant 42
  %4 = index.constant -42
  %5 = index.constant 4294967296
  %6 = index.constant 9223372036854775807
  %7 = index.constant -9223372036854775808
  %d0 = index.constant 42
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %d0) : (index, index, index, index, index, index, index, index, index) -> ()
}) : () -> ()
