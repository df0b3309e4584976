// Invalid: complex.abs with a result of another type than the element type (generic form)
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = "complex.abs"(%c) : (complex<f32>) -> f64
// expected-error@-1 {{'complex.abs' op failed to verify that complex element type matches result type}}
}) : () -> ()
