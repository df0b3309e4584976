// ARGS: --verify-diagnostics --split-input-file
// A diagnostic without a file location matches @unknown.
// expected-error@unknown {{operation with block successors must terminate its parent block}}
"x.cfg"() ({
  "x.jump"()[^bb1] : () -> () loc("jump")
  "x.y"() : () -> ()
^bb1:
  "x.y"() : () -> ()
}) : () -> ()
// -----
// An @unknown expectation nothing matches is reported twice, as mlir-opt does.
// expected-remark@unknown {{never}}
"x.z"() : () -> ()
