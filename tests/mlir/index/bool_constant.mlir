// index.bool.constant: names %true and %false.
"test.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.bool.constant true
  %1 = index.bool.constant false
  %2 = index.bool.constant true
  "test.use"(%0, %1, %2) : (i1, i1, i1) -> ()
}) : () -> ()
