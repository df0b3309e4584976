// Invalid: a complex.bitcast to an index
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = complex.bitcast %c : complex<f32> to index
// expected-error@-1 {{'complex.bitcast' op result must be int/float/complex}}
}) : () -> ()
