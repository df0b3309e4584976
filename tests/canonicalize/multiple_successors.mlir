// A conditional branch to two blocks, one argument used, one not.
"x.func"() ({
^bb0(%c: i1, %v: i32):
  "x.cond_br"(%c, %v, %v)[^bb1, ^bb2] : (i1, i32, i32) -> ()
^bb1(%a: i32):
  "x.use"(%a) : (i32) -> ()
  "x.return"() : () -> ()
^bb2(%b: i32):
  "x.return"() : () -> ()
}) : () -> ()
