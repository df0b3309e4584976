// `strided<...>` is no tensor encoding either.
%0 = "test.ods_value"() : () -> tensor<2xf32, strided<[1]>>
