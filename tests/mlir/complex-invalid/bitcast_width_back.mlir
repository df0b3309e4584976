// Invalid: a complex.bitcast from a float of half the width
"test.func"() ({
^bb0(%a: f32):
  %0 = complex.bitcast %a : f32 to complex<f32>
// expected-error@-1 {{'complex.bitcast' op casting bitwidths do not match}}
}) : () -> ()
