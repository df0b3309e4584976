// Invalid: constant type suffix.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.constant 1 : i32
}) : () -> ()
// expected-error@-2 {{expected operation name in quotes}}
