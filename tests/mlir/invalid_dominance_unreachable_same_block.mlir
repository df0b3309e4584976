// Inside an unreachable block, a nested use still needs its definition earlier in the
// same block.
"test.a"() ({
^bb0:
  "test.t"() : () -> ()
^bb1:
  "test.b"() ({
    "x.use"(%3) : (i32) -> ()
  }) : () -> ()
  %3 = "test.c"() : () -> i32
  "test.br"()[^bb1] : () -> ()
}) : () -> ()
