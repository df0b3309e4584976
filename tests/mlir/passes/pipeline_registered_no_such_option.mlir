// ARGS: --pass-pipeline=builtin.module(func.func(test-options-pass-pipeline{bogus=four}))
func.func @f() {
  return
}
