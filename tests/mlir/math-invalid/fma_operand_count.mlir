// Invalid: fma with two operands (generic form)
"test.func"() ({
^bb0(%a: f32):
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
// expected-error@-1 {{'math.fma' op expected 3 operands, but found 2}}
}) : () -> ()
