// `array<...>` does not start an optional attribute, so it is no tensor encoding.
%0 = "test.ods_value"() : () -> tensor<2xf32, array<i64: 1>>
