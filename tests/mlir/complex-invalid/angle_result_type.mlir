// Invalid: complex.angle with a result of another type than the element type (generic form)
"test.func"() ({
^bb0(%c: complex<f64>):
  %0 = "complex.angle"(%c) : (complex<f64>) -> f32
// expected-error@-1 {{'complex.angle' op failed to verify that complex element type matches result type}}
}) : () -> ()
