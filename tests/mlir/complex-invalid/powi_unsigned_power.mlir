// Invalid: complex.powi with an unsigned power (signless only)
"test.func"() ({
^bb0(%c: complex<f32>, %n: ui32):
  %0 = complex.powi %c, %n : complex<f32>, ui32
// expected-error@-1 {{'complex.powi' op operand #1 must be signless integer, but got 'ui32'}}
}) : () -> ()
