// A loop-carried argument only the loop itself uses.
"x.func"() ({
^bb0(%a: i32):
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%i: i32, %j: i32):
  %n = "builtin.unrealized_conversion_cast"(%j) : (i32) -> i64
  "x.cond_br"(%i)[^bb1, ^bb2] : (i32) -> ()
^bb2:
  "x.return"() : () -> ()
}) : () -> ()
