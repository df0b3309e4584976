// A chain of casts whose end is unused dies from the end.
%0 = "x.def"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
%2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> i16
%3 = "builtin.unrealized_conversion_cast"(%2) : (i16) -> i8
