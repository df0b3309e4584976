// Entry block arguments become %argN, nested ones continue the count.
"test.ods_func"() ({
^bb0(%x: i32, %y: f32):
  "test.ods_loop"(%x) ({
  ^bb0(%iv: index, %acc: i32):
    "test.ods_yield"(%acc, %y) : (i32, f32) -> ()
  }) : (i32) -> ()
  "test.ods_return"(%x) : (i32) -> ()
}) : () -> ()
