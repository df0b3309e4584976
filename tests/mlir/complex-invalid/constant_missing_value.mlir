// Invalid: a complex.constant without its value (generic form)
"test.func"() ({
  %0 = "complex.constant"() : () -> complex<f32>
// expected-error@-1 {{'complex.constant' op requires attribute 'value'}}
}) : () -> ()
