// Distinct symbols in a module are fine.
module {
  "test.ods_sym"() {sym_name = "a"} : () -> ()
  "test.ods_sym"() {sym_name = "b"} : () -> ()
  "test.ods_sym"() <{sym_name = "c"}> : () -> ()
}
