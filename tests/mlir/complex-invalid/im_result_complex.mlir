// Invalid: complex.im with a complex result (generic form)
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = "complex.im"(%c) : (complex<f32>) -> complex<f32>
// expected-error@-1 {{'complex.im' op result #0 must be floating-point, but got 'complex<f32>'}}
}) : () -> ()
