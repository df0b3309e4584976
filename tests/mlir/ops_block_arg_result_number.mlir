// A block argument name may carry a result number; uses refer to it the same way.
"test.b"() ({
^bb0(%x#1: i32):
  "test.c"(%x#1) : (i32) -> ()
}) : () -> ()
