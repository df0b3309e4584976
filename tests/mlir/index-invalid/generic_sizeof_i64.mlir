// Invalid: generic sizeof i64.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.sizeof"() : () -> i64
}) : () -> ()
// expected-error@-2 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
