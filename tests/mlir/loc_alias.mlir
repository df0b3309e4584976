// RUN-FLAGS: --mlir-print-debuginfo
// A location alias defined in the input.
#l = loc("aliased.mlir":7:8)
"test.ods_loc"() : () -> () loc(#l)
