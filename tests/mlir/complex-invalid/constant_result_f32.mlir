// Invalid: a complex.constant of a non-complex type (generic form)
"test.func"() ({
  %0 = "complex.constant"() <{value = [1.0 : f32, 2.0 : f32]}> : () -> f32
// expected-error@-1 {{'complex.constant' op result #0 must be complex-type, but got 'f32'}}
}) : () -> ()
