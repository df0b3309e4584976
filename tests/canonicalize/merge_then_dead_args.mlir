// Merging, dead arguments and unreachable blocks over several iterations.
// options: region-simplify=aggressive | region-simplify=aggressive max-iterations=1 | region-simplify=aggressive top-down=false
"x.func"() ({
^bb0(%c: i1, %v: i32):
  "x.cond_br"(%c, %v)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  "x.br"()[^bb4] : () -> ()
^bb2(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
  "x.br"()[^bb4] : () -> ()
^bb3:
  "x.br"()[^bb4] : () -> ()
^bb4:
  "x.return"() : () -> ()
}) : () -> ()
