// Casts back and forth collapse over several folds.
// options: max-iterations=1 | max-iterations=2 | top-down=false
%a = "x.def"() : () -> i32
%0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
%1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
%2 = "builtin.unrealized_conversion_cast"(%1) : (i32) -> i64
%3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32
%4 = "builtin.unrealized_conversion_cast"(%3) : (i32) -> i64
"x.use"(%4) : (i64) -> ()
