// builtin.module's region has no arguments.
"builtin.module"() ({
^bb0(%a: i32):
  "test.ods_x"() : () -> ()
}) : () -> ()
