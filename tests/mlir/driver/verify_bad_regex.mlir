// ARGS: --verify-diagnostics
// expected-error-re@+2 {{bad {{[a-}} regex}}
// expected-error-re@+1 {{no {{end}}
"x.c"() : () -> ()
// expected-error-re@+1 {{count {{a{2,1}}}}}
"x.e"() : () -> ()
