// RUN-FLAGS: --custom
// The declarative form of builtin.unrealized_conversion_cast, with and without
// the builtin prefix, no inputs, several of each, and an attribute dictionary.
%0 = "test.ods_value"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64 {note = "widen"}
%2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to f32, tensor<2xi8>
%3 = unrealized_conversion_cast to i8
%4 = unrealized_conversion_cast %2#0, %2#1 : f32, tensor<2xi8> to tuple<i32, i64, f32>
%5 = "builtin.unrealized_conversion_cast"(%4) : (tuple<i32, i64, f32>) -> i1
