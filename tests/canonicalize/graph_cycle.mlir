// Two casts using each other in a graph region: dead together, only region DCE sees it.
%0 = "builtin.unrealized_conversion_cast"(%1) : (i32) -> i64
%1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
"x.keep"() : () -> ()
