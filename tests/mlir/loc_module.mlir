// RUN-FLAGS: --mlir-print-debuginfo
// An explicit module keeps its own location.
module {
  "test.ods_loc"() : () -> ()
}
