// Invalid: complex.powi with a result of another type than its base (generic form)
"test.func"() ({
^bb0(%c: complex<f32>, %n: i32):
  %0 = "complex.powi"(%c, %n) : (complex<f32>, i32) -> complex<f64>
// expected-error@-1 {{'complex.powi' op failed to verify that all of {lhs, result} have same type}}
}) : () -> ()
