// Non-entry block arguments share the %N counter with results.
"test.ods_cfg"() ({
  %0 = "test.ods_value"() : () -> i32
  "test.ods_jump"(%0)[^bb1] : (i32) -> ()
^bb1(%a: i32, %b: i32):
  %1 = "test.ods_add"(%a, %b) : (i32, i32) -> i32
  "test.ods_jump"(%1, %1)[^bb1] : (i32, i32) -> ()
}) : () -> ()
