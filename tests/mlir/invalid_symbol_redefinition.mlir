// Two top-level symbols with one name.
"test.ods_sym"() {sym_name = "dup"} : () -> ()
"test.ods_sym"() {sym_name = "dup"} : () -> ()
