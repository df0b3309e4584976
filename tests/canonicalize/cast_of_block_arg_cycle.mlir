// A value cycling through a block argument and a cast is dead together.
"x.func"() ({
^bb0(%v: i32):
  "x.br"(%v)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
  "x.cond_br"(%1)[^bb1, ^bb2] : (i32) -> ()
^bb2:
  "x.return"() : () -> ()
}) : () -> ()
