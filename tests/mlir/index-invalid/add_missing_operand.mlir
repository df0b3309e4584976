// Invalid: add missing operand.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.add %a
}) : () -> ()
// expected-error@-2 {{expected ','}}
