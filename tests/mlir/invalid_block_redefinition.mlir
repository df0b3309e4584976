// A block defined twice.
"test.ods_cfg"() ({
^bb1:
  "test.ods_jump"()[^bb1] : () -> ()
^bb1:
  "test.ods_jump"()[^bb1] : () -> ()
}) : () -> ()
