// Identical blocks whose arguments are used in the same places.
// options: region-simplify=aggressive
"x.func"() ({
^bb0(%c: i1, %v: i32):
  "x.cond_br"(%c, %v, %v)[^bb1, ^bb2] : (i1, i32, i32) -> ()
^bb1(%a: i32):
  %r = "x.op"(%a) : (i32) -> i32
  "x.br"(%r)[^bb3] : (i32) -> ()
^bb2(%b: i32):
  %s = "x.op"(%b) : (i32) -> i32
  "x.br"(%s)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  "x.return"(%z) : (i32) -> ()
}) : () -> ()
