// Unreachable blocks in nested regions.
"x.outer"() ({
  "x.inner"() ({
  ^bb0:
    "x.yield"() : () -> ()
  ^bb1:
    "x.dead"() : () -> ()
    "x.yield"() : () -> ()
  }) : () -> ()
  "x.inner"() ({
  ^bb0:
    "x.br"()[^bb2] : () -> ()
  ^bb1:
    "x.br"()[^bb2] : () -> ()
  ^bb2:
    "x.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()
