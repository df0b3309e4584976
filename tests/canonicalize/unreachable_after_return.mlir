// Blocks the entry does not reach are erased, whatever they hold.
"x.func"() ({
^bb0(%a: i32):
  "x.return"(%a) : (i32) -> ()
^bb1:
  %0 = "x.op"() : () -> i32
  "x.return"(%0) : (i32) -> ()
}) : () -> ()
