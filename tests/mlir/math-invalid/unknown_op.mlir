// Invalid: an op the math dialect does not have
"test.func"() ({
^bb0(%a: f32):
  %0 = math.sec %a : f32
// expected-error@-1 {{custom op 'math.sec' is unknown}}
}) : () -> ()
