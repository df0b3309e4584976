// Unreachable blocks branching to each other and using values of reachable blocks.
"x.func"() ({
^bb0(%a: i32):
  %c = "x.def"() : () -> i32
  "x.br"()[^bb3] : () -> ()
^bb1(%x: i32):
  %u = "x.use"(%x, %c) : (i32, i32) -> i32
  "x.br"(%u)[^bb2] : (i32) -> ()
^bb2(%y: i32):
  "x.br"(%y)[^bb1] : (i32) -> ()
^bb3:
  "x.return"(%c) : (i32) -> ()
}) : () -> ()
