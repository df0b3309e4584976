// ARGS: --symbol-privatize=exclude=aap exclude=kat
// Each occurrence of a list option adds to it.
module {
  func.func @aap() { return }
  func.func @kat() { return }
  func.func @noot() { return }
}
