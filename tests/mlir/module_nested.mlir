// Modules nested in the implicit top-level module.
"test.ods_before"() : () -> ()
module @a {
  module @b {
    "test.ods_deep"() : () -> ()
  }
}
module {
}
