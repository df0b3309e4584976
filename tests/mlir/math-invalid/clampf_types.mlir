// Invalid: clampf with bounds of another type (generic form)
"test.func"() ({
^bb0(%a: f32, %b: f16):
  %0 = "math.clampf"(%a, %b, %b) : (f32, f16, f16) -> f32
// expected-error@-1 {{'math.clampf' op requires the same type for all operands and results}}
}) : () -> ()
