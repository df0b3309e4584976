// Invalid: a complex.bitcast to a vector
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = complex.bitcast %c : complex<f32> to vector<2xf32>
// expected-error@-1 {{'complex.bitcast' op result must be int/float/complex}}
}) : () -> ()
