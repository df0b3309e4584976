// -----
// -----
"x.a"() : () -> ()
// -----
// ARGS: --split-input-file
