// ARGS: --pass-pipeline=builtin.module(symbol-privatize{exclude=a bogus})
module {
  func.func @aap() { return }
}
