// Three identical blocks merge into the first.
// options: region-simplify=aggressive | top-down=false region-simplify=aggressive
"x.func"() ({
^bb0(%c: i32):
  "x.switch"(%c)[^bb1, ^bb2, ^bb3] : (i32) -> ()
^bb1:
  "x.br"()[^bb4] : () -> ()
^bb2:
  "x.br"()[^bb4] : () -> ()
^bb3:
  "x.br"()[^bb4] : () -> ()
^bb4:
  "x.return"() : () -> ()
}) : () -> ()
