// ARGS: --symbol-privatize=exclude=aap,inner
module attributes {test.simple} {
  func.func @aap() { return }
  func.func @kat() { return }
  func.func nested @noot()
  module @inner {
    func.func @untouched() { return }
  }
}
