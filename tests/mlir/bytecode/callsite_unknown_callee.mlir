// A call site whose callee has no position: the diagnostic is shown at its caller.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.addi %f, %f : f32 loc(callsite(unknown at "mlir/bytecode/callsite_unknown_callee.mlir":2:1))
}) : () -> ()
