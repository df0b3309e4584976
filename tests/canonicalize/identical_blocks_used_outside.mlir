// Blocks whose results are used by a successor are not merged.
// options: region-simplify=aggressive
"x.func"() ({
^bb0(%c: i1):
  "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "x.op"() : () -> i32
  "x.br"()[^bb3] : () -> ()
^bb2:
  %1 = "x.op"() : () -> i32
  "x.br"()[^bb3] : () -> ()
^bb3:
  "x.return"() : () -> ()
}) : () -> ()
