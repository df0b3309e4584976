// Invalid: untyped (f64) parts for a complex<f32>
"test.func"() ({
  %0 = complex.constant [1.0, 2.0] : complex<f32>
// expected-error@-1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
}) : () -> ()
