// Invalid: constant float.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.constant 1.5
}) : () -> ()
// expected-error@-1 {{floating point value not valid for specified type}}
