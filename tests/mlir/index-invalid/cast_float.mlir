// Invalid: cast float.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.casts %a : index to f32
}) : () -> ()
// expected-error@-2 {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
