// A two-result cast undone by another folds to the original values; identity casts fold.
// options: top-down=false | max-iterations=1
%a = "x.def"() : () -> i32
%b = "x.def"() : () -> i64
%0:2 = "builtin.unrealized_conversion_cast"(%a, %b) : (i32, i64) -> (f32, f64)
%1:2 = "builtin.unrealized_conversion_cast"(%0#0, %0#1) : (f32, f64) -> (i32, i64)
%2 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i32
"x.use"(%1#0, %1#1, %2) : (i32, i64, i32) -> ()
