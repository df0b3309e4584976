// RUN-FLAGS: --custom
// The custom form of the conversion cast needs `to` and at least one type.
%0 = "test.ods_value"() : () -> i32
%1 = unrealized_conversion_cast %0 : i32 to
