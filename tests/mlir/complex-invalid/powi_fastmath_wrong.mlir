// Invalid: complex.powi's optional fastmath holding a unit attribute (generic form)
"test.func"() ({
^bb0(%a: complex<f32>, %n: i32):
  %0 = "complex.powi"(%a, %n) <{fastmath = unit}> : (complex<f32>, i32) -> complex<f32>
// expected-error@-1 {{invalid properties {fastmath} for op complex.powi: Invalid attribute `fastmath` in property conversion: unit}}
}) : () -> ()
