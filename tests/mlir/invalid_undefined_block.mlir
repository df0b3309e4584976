// A successor that is never defined.
"test.ods_cfg"() ({
  "test.ods_jump"()[^missing] : () -> ()
}) : () -> ()
