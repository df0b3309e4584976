// ARGS: --pass-pipeline=builtin.module(symbol-privatize{exclude={aap,noot}},builtin.module(symbol-privatize{exclude=x,y,untouched}))
module {
  func.func @aap() { return }
  func.func @kat() { return }
  func.func @noot() { return }
  module @inner {
    func.func @untouched() { return }
    func.func @touched() { return }
  }
}
