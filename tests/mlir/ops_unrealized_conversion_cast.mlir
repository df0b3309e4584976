// The builtin dialect's conversion cast op, with any number of operands and results.
%0 = "test.ods_value"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
%2:2 = "builtin.unrealized_conversion_cast"(%0, %1) : (i32, i64) -> (f32, tensor<2xi8>)
