// ARGS: --verify-diagnostics --split-input-file
// expected-error@+3 {{undeclared}}


"x.d"(%1) : (i32) -> ()
// -----
"x.d"(%2) : (i32) -> ()


// expected-error@-3 {{undeclared}}
// -----
// Off by one line: not produced, and unexpected.
// expected-error@+2 {{undeclared}}
"x.d"(%3) : (i32) -> ()
