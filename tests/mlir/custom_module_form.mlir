// RUN-FLAGS: --custom
// Without --mlir-print-op-generic, builtin.module prints in its custom form.
"test.ods_top"() : () -> ()
module @inner attributes {test.a} {
  %0 = "test.ods_v"() : () -> i32
}
