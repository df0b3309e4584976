// ARGS: --verify-diagnostics
"x.cfg"() ({
  "x.jump"()[^bb1] : () -> () loc("jump")
  "x.y"() : () -> ()
^bb1:
  "x.y"() : () -> ()
}) : () -> ()
