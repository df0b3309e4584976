// ARGS: --pass-pipeline=builtin.module(unregistered.op(canonicalize))
"unregistered.op"() ({
  %c1 = arith.constant 1 : i32
}) : () -> ()
