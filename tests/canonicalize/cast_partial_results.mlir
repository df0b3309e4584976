// A cast of only some results of another cast, or in another order, does not fold.
%a = "x.def"() : () -> i32
%b = "x.def"() : () -> i64
%0:2 = "builtin.unrealized_conversion_cast"(%a, %b) : (i32, i64) -> (f32, f64)
%1 = "builtin.unrealized_conversion_cast"(%0#0) : (f32) -> i32
%2:2 = "builtin.unrealized_conversion_cast"(%0#1, %0#0) : (f64, f32) -> (i64, i32)
"x.use"(%1, %2#0, %2#1) : (i32, i64, i32) -> ()
