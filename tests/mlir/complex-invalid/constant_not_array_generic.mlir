// Invalid: a complex.constant whose value property is not an array (generic form)
"test.func"() ({
  %0 = "complex.constant"() <{value = 1.0 : f32}> : () -> complex<f32>
// expected-error@-1 {{invalid properties {value = 1.000000e+00 : f32} for op complex.constant: Invalid attribute `value` in property conversion: 1.000000e+00 : f32}}
}) : () -> ()
