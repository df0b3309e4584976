// RUN-FLAGS: --custom
// More types than operands in the custom form of the conversion cast.
%0 = "test.ods_value"() : () -> i32
%1 = unrealized_conversion_cast %0 : i32, i32 to i64
