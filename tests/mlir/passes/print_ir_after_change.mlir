// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize,canonicalize,test-single-fold),canonicalize) --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading
func.func @changes(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @stays(%y: i32) -> i32 {
  %0 = arith.muli %y, %y : i32
  return %0 : i32
}
func.func @moves_constants(%y: i32) -> i32 {
  %0 = arith.muli %y, %y : i32
  %c7 = arith.constant 7 : i32
  %1 = arith.addi %0, %c7 : i32
  return %1 : i32
}
