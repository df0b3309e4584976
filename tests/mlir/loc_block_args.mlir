// RUN-FLAGS: --mlir-print-debuginfo
// Block argument locations print inline.
"test.ods_loc"() ({
^bb0(%a: i32 loc("arg"), %b: f32):
  "test.ods_use"(%a, %b) : (i32, f32) -> ()
}) : () -> ()
