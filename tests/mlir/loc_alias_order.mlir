// RUN-FLAGS: --mlir-print-debuginfo
// Location aliases: operation locations deferred to the end, block argument locations and
// locations inside attributes defined up front.
"test.ods_outer"() ({
^bb0(%a: i32 loc("arg.mlir":1:1)):
  "test.ods_inner"() {l = loc("attr.mlir":2:2)} : () -> () loc("inner.mlir":3:3)
}) : () -> () loc(callsite("callee.mlir":4:4 at "caller.mlir":5:5))
"test.ods_next"() : () -> () loc("inner.mlir":3:3)
