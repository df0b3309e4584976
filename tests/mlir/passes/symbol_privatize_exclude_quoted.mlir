// ARGS: --symbol-privatize=exclude="{aap,kat}"
// Quotes keep the braces: one element, `aap,kat`.
module {
  func.func @aap() { return }
  func.func @kat() { return }
  func.func @"aap,kat"() { return }
}
