// An error located at column 0 of an existing file.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.muli %f, %f : f32 loc("mlir/bytecode/callsite_chain.mlir":4:0)
}) : () -> ()
