// ARGS: --split-input-file=// ==== --output-split-marker=// ++++
"x.a"() : () -> ()
// ====
"x.b"(%0) : (i32) -> ()
// ====
"x.c"() : () -> ()
