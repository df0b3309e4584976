// Nor is `distinct[...]<...>`.
%0 = "test.ods_value"() : () -> tensor<2xf32, distinct[0]<unit>>
