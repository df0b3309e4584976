// ARGS:
// Without --verify-diagnostics mlir-opt still reads the designators: a malformed regex is
// reported first, and every expectation is reported as not produced at the end, while the
// exit code is that of the chunks.
// expected-error-re@+1 {{bad {{(}} regex}}
"x.a"() : () -> ()

// expected-error@+1 {{undeclared}}
"x.b"(%0) : (i32) -> ()
// expected-remark@unknown {{never}}
