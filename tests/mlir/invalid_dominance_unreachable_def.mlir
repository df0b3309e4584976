// A value defined in an unreachable block does not dominate a use in a reachable one.
"test.a"() ({
^bb0:
  "test.br"()[^bb2] : () -> ()
^bb1:
  %2 = "test.c"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
  "test.b"() ({
    "x.use"(%2) : (i32) -> ()
  }) : () -> ()
  "test.t"() : () -> ()
}) : () -> ()
