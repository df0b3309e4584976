// ARGS: --verify-diagnostics
%0 = "x.a"() : () -> i32
// expected-error@+1 {{expects different type than prior uses}}
"x.b"(%0) : (i64) -> ()
