// ARGS: --verify-diagnostics
// The location shown before a message without a file location is not part of the message:
// an anchored regex matches it.
// expected-error-re@unknown {{^operation with block successors must {{[a-z]+}} its parent block$}}
"x.cfg"() ({
  "x.jump"()[^bb1] : () -> () loc("jump")
  "x.y"() : () -> ()
^bb1:
  "x.y"() : () -> ()
}) : () -> ()
