// Invalid: untyped (i64) integer parts for a complex<f64>
"test.func"() ({
  %0 = complex.constant [1, 2] : complex<f64>
// expected-error@-1 {{'complex.constant' op requires attribute's element types ('i64', 'i64') to match the element type of the op's return type ('f64')}}
}) : () -> ()
