// Invalid: sin with a result of another type (generic form)
"test.func"() ({
^bb0(%a: f32):
  %0 = "math.sin"(%a) : (f32) -> f64
// expected-error@-1 {{'math.sin' op requires the same type for all operands and results}}
}) : () -> ()
