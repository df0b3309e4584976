// ARGS: --pass-pipeline=builtin.module(func.func(test-options-super-pass{list={list=1,x}}))
func.func @f() {
  return
}
