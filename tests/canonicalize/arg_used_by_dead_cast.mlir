// An argument whose only user is a dead cast dies with it.
"x.func"() ({
^bb0(%v: i32):
  "x.br"(%v)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
  "x.return"() : () -> ()
}) : () -> ()
