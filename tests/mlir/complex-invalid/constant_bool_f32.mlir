// Invalid: boolean parts for a complex<f32>
"test.func"() ({
  %0 = complex.constant [true, false] : complex<f32>
// expected-error@-1 {{'complex.constant' op requires attribute's element types ('i1', 'i1') to match the element type of the op's return type ('f32')}}
}) : () -> ()
