// Invalid: a complex.bitcast spelled with an arrow
"test.func"() ({
^bb0(%c: complex<f32>):
  %0 = complex.bitcast %c : complex<f32> -> i64
// expected-error@-1 {{custom op 'complex.bitcast' expected 'to'}}
}) : () -> ()
