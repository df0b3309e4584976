// Invalid: generic constant i32.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.constant"() <{value = 1 : i32}> : () -> index
}) : () -> ()
// expected-error@-2 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
