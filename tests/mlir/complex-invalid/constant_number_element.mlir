// Invalid: a complex.constant holding a #complex.number and a float
"test.func"() ({
  %0 = complex.constant [#complex.number<:f32 1.0, 2.0>, 1.0 : f32] : complex<f32>
// expected-error@-1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
}) : () -> ()
