// ARGS: --pass-pipeline=func.func(test-single-fold)
func.func @f() {
  return
}
