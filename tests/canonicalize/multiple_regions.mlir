// An operation with several multi-block regions.
"x.if"() ({
^bb0:
  "x.br"()[^bb2] : () -> ()
^bb1:
  "x.dead"() : () -> ()
  "x.br"()[^bb2] : () -> ()
^bb2:
  "x.yield"() : () -> ()
}, {
^bb0(%x: i32):
  "x.br"(%x)[^bb1] : (i32) -> ()
^bb1(%y: i32):
  "x.yield"(%y) : (i32) -> ()
}) : () -> ()
