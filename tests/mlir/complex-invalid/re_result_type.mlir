// Invalid: complex.re with a result of another type than the element type (generic form)
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = "complex.re"(%c) : (complex<f32>) -> f16
// expected-error@-1 {{'complex.re' op failed to verify that complex element type matches result type}}
}) : () -> ()
