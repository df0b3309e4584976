// Invalid: complex.eq of operands of different types (generic form)
"test.func"() ({
^bb0(%a: complex<f32>, %b: complex<f64>):
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
// expected-error@-1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
}) : () -> ()
