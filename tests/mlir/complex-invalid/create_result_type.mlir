// Invalid: complex.create of parts of another type than the element type (generic form)
"test.func"() ({
^bb0(%a: f32):
  %0 = "complex.create"(%a, %a) : (f32, f32) -> complex<f64>
// expected-error@-1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
}) : () -> ()
