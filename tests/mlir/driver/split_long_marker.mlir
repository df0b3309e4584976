// ARGS: --split-input-file
// A marker with more dashes splits, and the extra dash starts the next chunk.
"x.a"() : () -> ()
// ------
"x.b"() : () -> ()
