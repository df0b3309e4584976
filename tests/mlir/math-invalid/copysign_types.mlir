// Invalid: copysign of operands of different types (generic form)
"test.func"() ({
^bb0(%a: f32, %b: f64):
  %0 = "math.copysign"(%a, %b) : (f32, f64) -> f32
// expected-error@-1 {{'math.copysign' op requires the same type for all operands and results}}
}) : () -> ()
