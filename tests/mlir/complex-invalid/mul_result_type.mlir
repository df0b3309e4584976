// Invalid: complex.mul with a result of another type (generic form)
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = "complex.mul"(%a, %a) : (complex<f32>, complex<f32>) -> complex<f64>
// expected-error@-1 {{'complex.mul' op requires the same type for all operands and results}}
}) : () -> ()
