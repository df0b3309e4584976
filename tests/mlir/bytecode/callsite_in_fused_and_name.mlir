// Call sites inside a fused location and under a name.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.addi %f, %f : f32 loc(fused["mlir/bytecode/callsite_in_fused_and_name.mlir":1:4, callsite("a.mlir":1:1 at "mlir/bytecode/callsite_in_fused_and_name.mlir":2:1)])
}) : () -> ()
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.muli %f, %f : f32 loc("named"(callsite("mlir/bytecode/callsite_in_fused_and_name.mlir":7:3 at "b.mlir":2:2)))
}) : () -> ()
