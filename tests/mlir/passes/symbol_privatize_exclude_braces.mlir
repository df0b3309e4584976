// ARGS: --symbol-privatize=exclude={aap, 'mies' ,"noot"}
module {
  func.func @aap() { return }
  func.func @kat() { return }
  func.func @noot() { return }
  func.func @mies() { return }
}
