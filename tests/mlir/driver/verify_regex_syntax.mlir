// ARGS: --verify-diagnostics --split-input-file
// Bracket expressions, bounds and anchors, valid and malformed.
// expected-error-re@+1 {{{{[[:]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:alpha:]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:alpha}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[=a=]-z]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.space.]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.hyphen.]-z]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[a-[.z.]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[=a]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[^}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[^]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[a--]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[--z]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[%--]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:alpha:]-z]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[]-]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[\d]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:DIGIT:]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{1,2}{3}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(a){0,0}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{256}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{255}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{1,256}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{01}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{1,}?}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{,}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(*a)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(+)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(|a)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(a|)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{^*}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{$*}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{x$*}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\n}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(((((((((((a)))))))))))}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.-.]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.].]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.^.]a]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.hyphen.]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.-.]a]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.ab.]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[=ab=]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.a]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.a.]-z]}}}}
"x.d"(%1) : (i32) -> ()
