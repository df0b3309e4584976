// Blocks differing only in a value defined elsewhere would need a new argument, which an
// unregistered branch cannot pass: not merged.
// options: region-simplify=aggressive
"x.func"() ({
^bb0(%c: i1, %v: i32, %w: i32):
  "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "x.op"(%v) : (i32) -> ()
  "x.br"()[^bb3] : () -> ()
^bb2:
  "x.op"(%w) : (i32) -> ()
  "x.br"()[^bb3] : () -> ()
^bb3:
  "x.return"() : () -> ()
}) : () -> ()
