// An operation located at a call site whose callee and outer caller are lines of this
// file (named from the tests' directory) and whose inner caller names no file that exists.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.addi %f, %f : f32 loc(callsite("mlir/bytecode/callsite_chain.mlir":4:3 at callsite("missing.mlir":5:6 at "mlir/bytecode/callsite_chain.mlir":3:1)))
}) : () -> ()
