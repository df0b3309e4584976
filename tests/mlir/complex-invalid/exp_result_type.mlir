// Invalid: complex.exp with a result of another type (generic form)
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = "complex.exp"(%a) : (complex<f32>) -> complex<f16>
// expected-error@-1 {{'complex.exp' op requires the same type for all operands and results}}
}) : () -> ()
