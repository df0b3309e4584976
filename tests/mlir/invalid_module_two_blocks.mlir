// builtin.module needs exactly one block.
"builtin.module"() ({
^bb0:
  "test.ods_x"() : () -> ()
^bb1:
  "test.ods_x"() : () -> ()
}) : () -> ()
