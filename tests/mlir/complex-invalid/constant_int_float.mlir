// Invalid: an integer and a float part
"test.func"() ({
  %0 = complex.constant [1 : i32, 1.0 : f32] : complex<i32>
// expected-error@-1 {{'complex.constant' op requires attribute's element types ('i32', 'f32') to match the element type of the op's return type ('i32')}}
}) : () -> ()
