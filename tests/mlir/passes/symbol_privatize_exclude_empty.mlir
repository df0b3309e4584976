// ARGS: --symbol-privatize=exclude=
module {
  func.func @aap() { return }
}
