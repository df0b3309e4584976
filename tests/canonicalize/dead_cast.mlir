// An unused cast is pure, so trivially dead.
%0 = "x.def"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
"x.use"(%0) : (i32) -> ()
