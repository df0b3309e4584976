// Reachable blocks forming a cycle, with an unreachable block branching into it.
"x.func"() ({
^bb0:
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.work"() : () -> ()
  "x.cond_br"()[^bb2, ^bb3] : () -> ()
^bb2:
  "x.br"()[^bb1] : () -> ()
^bb3:
  "x.return"() : () -> ()
^bb4:
  "x.br"()[^bb1] : () -> ()
}) : () -> ()
