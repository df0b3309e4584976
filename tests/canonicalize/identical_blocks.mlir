// Two identical blocks with the same successor: merged only under aggressive.
// options: region-simplify=aggressive | region-simplify=disabled
"x.func"() ({
^bb0(%c: i1):
  "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "x.op"() {k = 1 : i32} : () -> ()
  "x.br"()[^bb3] : () -> ()
^bb2:
  "x.op"() {k = 1 : i32} : () -> ()
  "x.br"()[^bb3] : () -> ()
^bb3:
  "x.return"() : () -> ()
}) : () -> ()
