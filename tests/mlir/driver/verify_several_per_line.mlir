// ARGS: --verify-diagnostics --split-input-file
// expected-error-re@+1 {{use of {{}} SSA}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error@+2 {{use of undeclared SSA value name}}
// expected-error@+1 {{undeclared}}
"x.d"(%1, %2) : (i32, i32) -> ()
// -----
// expected-error@+1 {{undefined}}
"x.d"() {a = #undefined} : () -> ()
// -----
%0 = "x.v"() : () -> i32
// expected-error@+1 {{different type}}
"x.b"(%0) : (i64) -> () // expected-note@-2 {{prior use}}
