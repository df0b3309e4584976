// ARGS: --split-input-file --verify-diagnostics
"x.a"() : () -> ()
// -----
// expected-error@+1 {{undeclared}}
"x.b"(%0) : (i32) -> ()
// -----
"x.c"(%0) : (i32) -> ()
