// Invalid: generic wrong pred attr.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.cmp"(%a, %b) <{pred = 1 : i32}> : (index, index) -> i1
}) : () -> ()
