// Invalid: a #complex.number as the value of complex.constant (generic form)
"test.func"() ({
  %0 = "complex.constant"() <{value = #complex.number<:f32 1.0, 2.0>}> : () -> complex<f32>
// expected-error@-1 {{invalid properties {value = #complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>} for op complex.constant: Invalid attribute `value` in property conversion: #complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>}}
}) : () -> ()
