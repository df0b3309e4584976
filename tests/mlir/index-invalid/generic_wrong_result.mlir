// Invalid: generic wrong result.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.add"(%a, %b) : (index, index) -> i32
}) : () -> ()
// expected-error@-2 {{'index.add' op result #0 must be index, but got 'i32'}}
