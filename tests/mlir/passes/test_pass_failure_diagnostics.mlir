// ARGS: --pass-pipeline=builtin.module(func.func(test-pass-failure{gen-diagnostics})) --mlir-disable-threading
// A pass that fails with a diagnostic on the first function it runs on.
func.func @f() {
  return
}
func.func @g() {
  return
}
