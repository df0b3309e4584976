// Disabled region simplification still erases unreachable blocks (before each worklist
// pass) but keeps dead block arguments.
// options: region-simplify=disabled | region-simplify=normal
"x.func"() ({
^bb0(%a: i32):
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "x.return"() : () -> ()
^bb2:
  "x.return"() : () -> ()
}) : () -> ()
