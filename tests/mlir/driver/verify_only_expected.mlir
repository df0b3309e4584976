// ARGS: --verify-diagnostics=only-expected --split-input-file
// Unexpected diagnostics are ignored; expected ones must still be produced.
"x.c"(%9) : (i32) -> ()
// -----
// expected-error@+1 {{undeclared}}
"x.c"(%9) : (i32) -> ()
// -----
// expected-error@+1 {{undeclared}}
"x.c"() : () -> ()
