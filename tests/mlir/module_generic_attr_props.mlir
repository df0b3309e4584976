// Inherent attributes given in the attribute dictionary become properties.
"builtin.module"() ({
  "test.ods_x"() : () -> ()
}) {sym_name = "from_dict", test.other = 1 : i32} : () -> ()
