// Invalid: an f32 and an f64 part (upstream's invalid.mlir)
"test.func"() ({
  %0 = complex.constant [1.0 : f32, -1.0 : f64] : complex<f64>
// expected-error@-1 {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f64')}}
}) : () -> ()
