// Invalid: complex.create of parts of different types (generic form)
"test.func"() ({
^bb0(%a: f32, %b: f64):
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
// expected-error@-1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
}) : () -> ()
