// Invalid: a complex.constant of an empty array
"test.func"() ({
  %0 = complex.constant [] : complex<f64>
// expected-error@-1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
}) : () -> ()
