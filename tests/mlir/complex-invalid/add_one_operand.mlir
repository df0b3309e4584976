// Invalid: complex.add with one operand (generic form)
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = "complex.add"(%a) : (complex<f32>) -> complex<f32>
// expected-error@-1 {{'complex.add' op expected 2 operands, but found 1}}
}) : () -> ()
