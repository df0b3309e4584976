// ARGS: --verify-diagnostics --split-input-file
// Lines that are not designators: a space inside the location, text after the braces, an
// unknown kind. They are plain lines for @above.
// expected-error @ +1 {{spaces}}
// expected-error {{same line}} trailing
// expected-errors {{plural}}
"x.d"(%1) : (i32) -> ()
// expected-error@above {{undeclared}}
// -----
// Spaces before the braces and a trailing space are allowed.
// expected-error@+1   {{undeclared}}   
"x.d"(%1) : (i32) -> ()
// -----
// Two designators for one diagnostic: both match it.
// expected-error@+2 {{use of}}
// expected-error@+1 {{SSA value}}
"x.d"(%1) : (i32) -> ()
