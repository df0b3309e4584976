// ARGS: --symbol-dce --split-input-file
// Symbols inside regions of operations that are no symbol tables.
module attributes {test.nested_nosymboltable_region} {
  "test.one_region_op"() ({
    "test.symbol_scope"() ({
      func.func @nfunction() {
        return
      }
      func.func private @pfunction() {
        return
      }
      func.func private @dead() {
        return
      }
      func.call @nfunction() : () -> ()
      func.call @pfunction() : () -> ()
      "test.finish"() : () -> ()
    }) : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
}

// -----

module attributes {test.nested_nosymboltable_region_notcalled} {
  "test.one_region_op"() ({
    module {
      func.func nested @nested() {
        return
      }
      func.func @main() {
        return
      }
    }
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.one_region_op"() ({
  }) : () -> ()
}
