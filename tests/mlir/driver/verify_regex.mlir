// ARGS: --verify-diagnostics --split-input-file
// expected-error-re@+1 {{use of {{[a-z]+}} SSA value {{(name|value)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{expects different type than prior uses: '{{i[0-9]+}}' vs 'i32'}}
%0 = "x.a"() : () -> i32
// expected-note@-1 {{prior use here}}
"x.b"(%0) : (i64) -> ()
// -----
// A regex that does not match.
// expected-error-re@+1 {{^undeclared}}
"x.d"(%1) : (i32) -> ()
