// Invalid: complex.add of integer complex numbers
"test.func"() ({
^bb0(%a: complex<i32>):
  %0 = complex.add %a, %a : complex<i32>
// expected-error@-1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
}) : () -> ()
