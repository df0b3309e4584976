// Invalid: generic wrong result.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.add"(%a, %b) : (index, index) -> i32
}) : () -> ()
