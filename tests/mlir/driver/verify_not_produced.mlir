// ARGS: --verify-diagnostics
// The file is valid, so the expectation fails; the module is printed.
// expected-error@+1 {{something else}}
"x.a"() : () -> ()
// expected-warning {{nothing on this line}}
