// Call sites within call sites whose callees have no position: each is shown at its caller.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.addi %f, %f : f32 loc(callsite(unknown at callsite(unknown at "mlir/bytecode/callsite_unknown_nested.mlir":2:1)))
}) : () -> ()
