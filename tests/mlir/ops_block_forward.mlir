// Blocks referenced before they are defined, in any order.
"test.ods_cfg"() ({
  "test.ods_jump"()[^later] : () -> ()
^other:
  "test.ods_jump"()[^later, ^other, ^other] : () -> ()
^later:
  "test.ods_jump"()[^other] : () -> ()
}) : () -> ()
