// ARGS: --symbol-dce --split-input-file
// Nested symbol tables: references through `@outer::@inner`, and the visibility of the
// nested tables themselves.
module attributes {test.nested} {
  module @public_module {
    func.func nested @dead_nested_function()
    func.func private @private_function()
    func.func nested @nested_function() {
      "foo.return"() {uses = [@private_function]} : () -> ()
    }
  }
  module @private_module attributes {sym_visibility = "private"} {
    func.func nested @nested_in_private()
    func.func @public_in_private() { return }
  }
  module @unused_private attributes {sym_visibility = "private"} {
    func.func private @inner()
  }
  module @nested_visibility attributes {sym_visibility = "nested"} {
    func.func nested @kept_or_not()
    module @deeper {
      func.func nested @deepest()
      func.func private @deepest_private()
    }
  }
  module {
    func.func private @in_unnamed()
    func.func @public_in_unnamed() { return }
  }
  "live.user"() {uses = [@public_module::@nested_function, @private_module, @nested_visibility::@deeper::@deepest]} : () -> ()
}

// -----

// A reference through a symbol that is no symbol table resolves nothing.
module {
  func.func private @not_a_table()
  module @m {
    func.func nested @f()
  }
  "live.user"() {uses = [@not_a_table::@f, @m::@missing::@f]} : () -> ()
}
