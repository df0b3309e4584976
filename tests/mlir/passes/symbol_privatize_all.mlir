// ARGS: --symbol-privatize
// Every symbol directly in the module becomes private; symbols of nested tables and
// operations without a name are left alone.
module attributes {test.simple} {
  func.func @aap() { return }
  func.func nested @kat()
  func.func private @already()
  module @inner {
    func.func @untouched() { return }
  }
  module {
    func.func @unnamed_inner() { return }
  }
  "foo.op"() {sym_name = "not_a_symbol"} : () -> ()
}
