// ARGS: --verify-diagnostics
// expected-warning@+1 {{undeclared}}
"x.d"(%1) : (i32) -> ()
