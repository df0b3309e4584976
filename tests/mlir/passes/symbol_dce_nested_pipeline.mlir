// ARGS: --pass-pipeline=builtin.module(builtin.module(symbol-dce)) --split-input-file
// Run on nested modules: only a private module is known to be hidden from its parent.
module attributes {test.no_dce_non_hidden_parent} {
  module @public_module {
    func.func nested @nested_function()
    func.func private @private_function()
  }
  module @nested_module attributes {sym_visibility = "nested"} {
    func.func nested @nested_function()
  }
  module @private_module attributes {sym_visibility = "private"} {
    func.func nested @nested_function()
    func.func @public_function() { return }
  }
  module {
    func.func nested @in_unnamed()
  }
  "live.user"() {uses = [@nested_module, @private_module]} : () -> ()
}
