// Invalid: an op the complex dialect does not have
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = complex.cosh %a : complex<f32>
// expected-error@-1 {{custom op 'complex.cosh' is unknown}}
}) : () -> ()
