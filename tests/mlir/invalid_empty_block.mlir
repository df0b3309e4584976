// A block in a multi-block region needs a terminator.
"test.ods_cfg"() ({
  "test.ods_jump"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
