// ARGS: --split-input-file --mlir-print-op-generic
module {
  "x.a"() ({
  ^bb0(%arg0: i32):
    "x.t"(%arg0) : (i32) -> ()
  }) : () -> ()
}
// -----
"x.b"() : () -> ()
