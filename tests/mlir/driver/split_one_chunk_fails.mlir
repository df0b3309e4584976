// ARGS: --split-input-file
// The second chunk fails to parse; the others are printed.
"x.a"() : () -> ()
// -----
%0 = "x.c"() : () -> i32
"x.d"(%1) : (i32) -> ()
// -----
"x.e"() : () -> ()
