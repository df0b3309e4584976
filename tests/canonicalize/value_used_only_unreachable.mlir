// A cast used only in an unreachable block dies once the block is gone.
// options: region-simplify=disabled
"x.func"() ({
^bb0(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
  "x.return"() : () -> ()
^bb1:
  "x.use"(%0) : (i64) -> ()
  "x.return"() : () -> ()
}) : () -> ()
