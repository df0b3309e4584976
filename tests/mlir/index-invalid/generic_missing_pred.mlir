// Invalid: generic missing pred.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.cmp"(%a, %b) : (index, index) -> i1
}) : () -> ()
// expected-error@-2 {{'index.cmp' op requires attribute 'pred'}}
