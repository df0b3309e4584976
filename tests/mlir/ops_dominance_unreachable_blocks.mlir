// Uses in blocks unreachable from the entry are not checked for dominance, in the block
// itself or in regions nested in it; a value from an unreachable block used in a
// reachable one still is.
"test.a"() ({
^bb0:
  %0 = "test.c"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb1:
  "x.use"(%2) : (i32) -> ()
  "test.b"() ({
    "x.use"(%0, %2) : (i32, i32) -> ()
  }) : () -> ()
  %3 = "test.c"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
  "test.t"() : () -> ()
^bb3:
  %2 = "test.c"() : () -> i32
  "test.b"() ({
    "x.use"(%0, %2, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
  "test.br"()[^bb1] : () -> ()
}) : () -> ()
