// ARGS: --verify-diagnostics --split-input-file
"x.d"(%1) : (i32) -> ()
// expected-error@above {{undeclared SSA value}}
// -----
// expected-error@below {{undeclared SSA value}}

"x.d"(%2) : (i32) -> ()
// -----
%0 = "x.a"() : () -> i32
// expected-note@above {{prior use here}}
"x.b"(%0) : (i64) -> ()
// expected-error@above {{expects different type than prior uses}}
