// Invalid: complex.powi with a float power (generic form)
"test.func"() ({
^bb0(%c: complex<f32>, %f: f32):
  %0 = "complex.powi"(%c, %f) : (complex<f32>, f32) -> complex<f32>
// expected-error@-1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
}) : () -> ()
