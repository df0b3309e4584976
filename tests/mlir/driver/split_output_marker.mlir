// ARGS: --split-input-file --output-split-marker=// =====
"x.a"() : () -> ()
// -----
"x.b"() : () -> ()
