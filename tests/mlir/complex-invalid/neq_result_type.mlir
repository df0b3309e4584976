// Invalid: complex.neq with an i32 result (generic form)
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = "complex.neq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
// expected-error@-1 {{'complex.neq' op result #0 must be 1-bit signless integer, but got 'i32'}}
}) : () -> ()
