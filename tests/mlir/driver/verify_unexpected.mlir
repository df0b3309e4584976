// ARGS: --verify-diagnostics
%0 = "x.a"() : () -> i32
"x.b"(%0) : (i64) -> ()
