// RUN-FLAGS: --mlir-print-debuginfo
// An empty file name becomes `-` in a file:line:col location, but not in a range or the
// line-only form.
"test.ods_loc"() {a = loc("":1:2)} : () -> () loc("":3:4)
"test.ods_loc"() {b = loc("":1:2 to :5), c = loc("":7)} : () -> () loc("n"("":2:2))
