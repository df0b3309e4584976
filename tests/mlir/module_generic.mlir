// The generic spelling of builtin.module with properties.
"builtin.module"() <{sym_name = "gen"}> ({
  "test.ods_x"() : () -> ()
}) : () -> ()
