// ARGS: --split-input-file
// A marker with one dash too few is a near miss: a warning, and no split.
"x.a"() : () -> ()
// ----
"x.b"() : () -> ()
// -----
"x.c"() : () -> ()
//-----
"x.d"() : () -> ()
