// Invalid: a complex.constant of strings
"test.func"() ({
  %0 = complex.constant ["a", "b"] : complex<f32>
// expected-error@-1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
}) : () -> ()
