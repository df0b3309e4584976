// ARGS: --split-input-file --mlir-print-debuginfo
// Locations of a chunk are those of the whole file; the implicit module of a later chunk
// is located where the chunk starts.
"x.a"() : () -> ()
// -----

"x.b"() : () -> ()
  // -----
module {
  "x.c"() : () -> () loc("named")
}
// -----
%0 = "x.d"() : () -> i32 loc(fused["a", "b"])
