// Blocks, successors and predecessor comments.
"test.ods_cfg"() ({
^bb0(%arg: i32):
  "test.ods_branch"(%arg)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  %0 = "test.ods_value"() : () -> i32
  "test.ods_jump"(%0)[^bb3] : (i32) -> ()
^bb2:
  "test.ods_jump"()[^bb3] : () -> ()
^bb3(%v: i32):
  "test.ods_jump"()[^bb4] : () -> ()
^bb4:
  "test.ods_done"() : () -> ()
^bb5:
  "test.ods_jump"()[^bb4] : () -> ()
}) : () -> ()
