// Invalid: fastmath holding another attribute (generic form)
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = "complex.exp"(%a) <{fastmath = 1 : i32}> : (complex<f32>) -> complex<f32>
// expected-error@-1 {{invalid properties {fastmath = 1 : i32} for op complex.exp: Invalid attribute `fastmath` in property conversion: 1 : i32}}
}) : () -> ()
