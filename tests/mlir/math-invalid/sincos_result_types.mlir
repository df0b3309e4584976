// Invalid: sincos with results of another type than its operand (generic form)
"test.func"() ({
^bb0(%a: f32):
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
// expected-error@-1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
}) : () -> ()
