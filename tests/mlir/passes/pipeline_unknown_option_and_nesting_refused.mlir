// ARGS: --pass-pipeline=builtin.module(test-options-pass{bogus=1})
func.func @f() {
  return
}
