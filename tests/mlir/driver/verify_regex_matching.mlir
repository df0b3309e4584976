// ARGS: --verify-diagnostics --split-input-file
// One regex per chunk: which diagnostics each pattern matches.
// expected-error-re@+1 {{{{\d}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{use\ of}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(u)se of \1}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:alpha:]]+ of}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{us{,3}e}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{use{1,}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{^use}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{name$}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{x|use}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[a-]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[]-a]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[\]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[^[:space:]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(use|foo) of (undeclared|x)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{u.e}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{value (name)?$}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\w+}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:upper:]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{0}use}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{()}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[.]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[.a.]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[=a=]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{use of{2}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{e{1,2}d}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\$}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\\}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{SSA\.}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\.}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:digit:][:alpha:]]+}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{^$}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{^.*$}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{^(use of)+ undeclared}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(^use)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(name$)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a^}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{$a}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[^u]se}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[^a-z ]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:punct:]]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{x*}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{(x*)+y*z*}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{unde{1,1}clared}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{((a|u)(s|b))e}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\(}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\)}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\{}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[{}]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{a{1}{2}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{s{2,3}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{S{2,3}A}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{u\se}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{\Sse}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[[:xdigit:]]{2}}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{[0-9]}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{Use}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{USE}}}}
"x.d"(%1) : (i32) -> ()
// -----
// expected-error-re@+1 {{{{n.m.$}}}}
"x.d"(%1) : (i32) -> ()
