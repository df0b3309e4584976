// Identical blocks inside a nested region merge too; blocks holding regions do not.
// options: region-simplify=aggressive
"x.outer"() ({
  "x.func"() ({
  ^bb0(%c: i1):
    "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    "x.br"()[^bb3] : () -> ()
  ^bb2:
    "x.br"()[^bb3] : () -> ()
  ^bb3:
    "x.return"() : () -> ()
  }) : () -> ()
  "x.func"() ({
  ^bb0(%c: i1):
    "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    "x.region"() ({
      "x.inner"() : () -> ()
    }) : () -> ()
    "x.br"()[^bb3] : () -> ()
  ^bb2:
    "x.region"() ({
      "x.inner"() : () -> ()
    }) : () -> ()
    "x.br"()[^bb3] : () -> ()
  ^bb3:
    "x.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
