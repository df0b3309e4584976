// ARGS: --pass-pipeline=builtin.module(builtin.module(symbol-privatize{exclude={a,b} bogus=1}))
module {
  module @m {
    func.func @aap() { return }
  }
}
