// Invalid: i32 parts for a complex<i64>
"test.func"() ({
  %0 = complex.constant [1 : i32, 2 : i32] : complex<i64>
// expected-error@-1 {{'complex.constant' op requires attribute's element types ('i32', 'i32') to match the element type of the op's return type ('i64')}}
}) : () -> ()
