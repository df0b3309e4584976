// Invalid: generic constant i32.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.constant"() <{value = 1 : i32}> : () -> index
}) : () -> ()
