// index.sizeof.
"test.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.sizeof
  %1 = index.sizeof
  %2 = index.add %0, %1
  "test.use"(%0, %2) : (index, index) -> ()
}) : () -> ()
