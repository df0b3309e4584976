// ARGS: --pass-pipeline=builtin.module(func.func(test-single-fold{bogus=1}))
func.func @f() {
  return
}
