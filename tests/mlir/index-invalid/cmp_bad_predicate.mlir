// Invalid: cmp bad predicate.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.cmp foo(%a, %b)
}) : () -> ()
