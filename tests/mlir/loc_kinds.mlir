// RUN-FLAGS: --mlir-print-debuginfo
// Every location kind.
"test.ods_loc"() : () -> () loc(unknown)
"test.ods_loc"() : () -> () loc("file.mlir":3:4)
"test.ods_loc"() : () -> () loc("name")
"test.ods_loc"() : () -> () loc("name"("inner.mlir":1:2))
"test.ods_loc"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"test.ods_loc"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"test.ods_loc"() : () -> () loc(fused<"meta">["a.mlir":1:1])
