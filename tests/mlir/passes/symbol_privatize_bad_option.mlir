// ARGS: --symbol-privatize=exclude=a include=b
module {
  func.func @aap() { return }
}
