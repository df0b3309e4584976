// ARGS: --pass-pipeline=builtin.module(test-options-pass{list=3 list=notaninteger})
// The options are read before the pass is added: both are refused, in that order.
func.func @f() {
  return
}
