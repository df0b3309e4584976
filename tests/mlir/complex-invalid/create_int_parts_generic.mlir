// Invalid: complex.create of integers (generic form)
"test.func"() ({
^bb0(%a: i32):
  %0 = "complex.create"(%a, %a) : (i32, i32) -> complex<i32>
// expected-error@-1 {{'complex.create' op operand #0 must be floating-point, but got 'i32'}}
}) : () -> ()
