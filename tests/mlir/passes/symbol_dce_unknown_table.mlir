// ARGS: --symbol-dce --split-input-file
// An operation of an unknown dialect with one region may be a symbol table: the uses
// cannot be computed.
module {
  func.func private @private_symbol()
  "foo.possibly_unknown_symbol_table"() ({
  }) : () -> ()
}

// -----

module {
  func.func private @private_symbol()
  "foo.wrapper"() ({
    "foo.possibly_unknown_symbol_table"() ({
    }) : () -> ()
    "foo.end"() : () -> ()
  }, {
  }) : () -> ()
}

// -----

// Two regions, or a known dialect: no unknown symbol table.
module {
  func.func private @private_symbol()
  "foo.two_regions"() ({
  }, {
  }) : () -> ()
  "test.unknown_one_region"() ({
  }) : () -> ()
}
