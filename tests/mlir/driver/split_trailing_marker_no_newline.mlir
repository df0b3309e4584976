// ARGS: --split-input-file
"x.a"() : () -> ()
// -----
"x.b"() : () -> ()
// -----