// RUN-FLAGS: --mlir-print-debuginfo
// Operation locations as aliases at the end.
%0 = "test.ods_loc"() : () -> i32
"test.ods_loc"(%0) : (i32) -> ()
