// Invalid: a complex.bitcast of complex<f80> to f128
"test.func"() ({
^bb0(%c: complex<f80>):
  %0 = complex.bitcast %c : complex<f80> to f128
// expected-error@-1 {{'complex.bitcast' op casting bitwidths do not match}}
}) : () -> ()
