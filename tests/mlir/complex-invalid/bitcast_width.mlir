// Invalid: a complex.bitcast to an integer of half the width
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = complex.bitcast %c : complex<f32> to i32
// expected-error@-1 {{'complex.bitcast' op casting bitwidths do not match}}
}) : () -> ()
