// Invalid: complex.add of operands of different types (generic form)
"test.func"() ({
^bb0(%a: complex<f32>, %b: complex<f64>):
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
// expected-error@-1 {{'complex.add' op requires the same type for all operands and results}}
}) : () -> ()
