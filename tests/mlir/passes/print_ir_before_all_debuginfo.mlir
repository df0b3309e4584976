// ARGS: --canonicalize --test-single-fold --mlir-print-ir-before-all --mlir-print-debuginfo --mlir-disable-threading
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32 loc("named")
  return %0 : i32
}
