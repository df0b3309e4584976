// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize,test-single-fold),canonicalize) --mlir-print-ir-before=test-single-fold --mlir-print-ir-after=canonicalize,test-single-fold --mlir-print-ir-after=test-single-fold --mlir-disable-threading
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @g(%y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %p = arith.addi %c2, %c3 : i32
  %q = arith.addi %y, %p : i32
  return %q : i32
}
