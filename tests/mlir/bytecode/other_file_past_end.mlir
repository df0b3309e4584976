// An error located past the end of an existing file.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.subi %f, %f : f32 loc("mlir/bytecode/callsite_chain.mlir":300:2)
}) : () -> ()
