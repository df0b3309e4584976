// ARGS: --verify-diagnostics
"x.a"() : () -> ()
// expected-error@below {{dangling at the end}}