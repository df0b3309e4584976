// Entry block arguments are never erased, used or not.
"x.func"() ({
^bb0(%a: i32, %b: i64):
  "x.return"() : () -> ()
}) : () -> ()
