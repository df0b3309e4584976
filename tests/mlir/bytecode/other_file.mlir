// An error located an existing file other than the input.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.addi %f, %f : f32 loc("mlir/bytecode/callsite_chain.mlir":3:2)
}) : () -> ()
