// Across blocks the dominator tree decides, even in an unregistered op's region.
"x.a"() ({
^bb0:
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.use"(%0) : (i32) -> ()
  "x.br"()[^bb2] : () -> ()
^bb2:
  %0 = "x.v"() : () -> i32
  "x.br"()[^bb1] : () -> ()
}) : () -> ()
