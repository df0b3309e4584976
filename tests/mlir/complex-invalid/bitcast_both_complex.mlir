// Invalid: a complex.bitcast between two complex types
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = complex.bitcast %c : complex<f32> to complex<i32>
// expected-error@-1 {{'complex.bitcast' op requires that either input or output has a complex type}}
}) : () -> ()
