// The entry block of a region may not be a branch target.
"test.ods_cfg"() ({
^bb0:
  "test.ods_jump"()[^bb0] : () -> ()
}) : () -> ()
