// ARGS: --verify-diagnostics
"x.a"() : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"x.d"(%1) : (i32) -> ()
