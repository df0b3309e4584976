// Invalid: a complex.constant of unit attributes
"test.func"() ({
  %0 = complex.constant [unit, unit] : complex<f16>
// expected-error@-1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
}) : () -> ()
