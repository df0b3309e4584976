// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize),test-single-fold) --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-local-scope
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
module @inner {
  func.func private @g(%y: i32) -> i32
}
