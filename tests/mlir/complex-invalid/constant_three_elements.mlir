// Invalid: a complex.constant of three values
"test.func"() ({
  %0 = complex.constant [1.0 : f32, 2.0 : f32, 3.0 : f32] : complex<f32>
// expected-error@-1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
}) : () -> ()
