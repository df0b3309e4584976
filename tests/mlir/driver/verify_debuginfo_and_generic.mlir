// ARGS: --verify-diagnostics --split-input-file --mlir-print-op-generic --mlir-print-debuginfo
"x.a"() : () -> ()
// -----
// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%arg0: i32):
}) : () -> ()
