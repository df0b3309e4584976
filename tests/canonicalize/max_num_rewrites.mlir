// No pattern applies here, so a rewrite limit changes nothing; dead operations still go.
// options: max-num-rewrites=0 | max-num-rewrites=1 | max-num-rewrites=-1
%0 = "x.def"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
%2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> i32
