// Invalid: fastmath holding another attribute (generic form)
"test.func"() ({
^bb0(%a: f32):
  %0 = "math.exp"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
// expected-error@-1 {{invalid properties {fastmath = 1 : i32} for op math.exp: Invalid attribute `fastmath` in property conversion: 1 : i32}}
}) : () -> ()
