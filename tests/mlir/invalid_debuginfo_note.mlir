// RUN-FLAGS: --mlir-print-debuginfo
// With debug info the operation in a note carries its locations, nested ones included.
"test.ods_wrap"() ({
^bb0(%a: i32 loc("arg")):
  "test.ods_jump"()[^bb1] : () -> () loc("jump")
  "test.ods_x"() : () -> ()
^bb1:
  "test.ods_x"(%a) : (i32) -> ()
}) : () -> ()
