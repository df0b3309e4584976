// Only the last operation of a block may have successors.
"test.ods_cfg"() ({
  "test.ods_jump"()[^bb1] : () -> ()
  "test.ods_x"() : () -> ()
^bb1:
  "test.ods_x"() : () -> ()
}) : () -> ()
