// RUN-FLAGS: --mlir-print-debuginfo
// A multi-line operation in a note, with the locations of everything inside.
"builtin.module"() ({
^bb0:
  "test.ods_inner"() ({
  ^bb0(%q: f32 loc("q")):
    "test.ods_y"() : () -> () loc("y")
  }) : () -> ()
^bb1:
  "test.ods_z"() : () -> () loc(callsite("a":1:2 at "b":3:4))
}) : () -> () loc("outer")
