// ARGS: --pass-pipeline=builtin.module(func.func(test-pass-failure{gen-diagnostics},test-function-pass),test-module-pass) --mlir-print-ir-after-all --mlir-disable-threading
// Each function's pipeline fails (its error before its dump), every function still runs
// its pipeline, and the module's pipeline stops at the failed adaptor.
func.func @f() {
  return
}
func.func @g() {
  return
}
