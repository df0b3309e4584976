// Invalid: a complex.constant of a float rather than an array
"test.func"() ({
  %0 = complex.constant 1.0 : complex<f32>
// expected-error@-1 {{floating point value not valid for specified type}}
}) : () -> ()
