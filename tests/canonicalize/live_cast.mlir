// Casts feeding an operation with unknown effects stay.
%0 = "x.def"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
%2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> i32
"x.use"(%2) : (i32) -> ()
