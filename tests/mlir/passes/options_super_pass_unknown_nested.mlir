// ARGS: --pass-pipeline=builtin.module(func.func(test-options-super-pass{list={enum=zero},{bogus=2}}))
func.func @f() {
  return
}
