// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize{test-convergence max-iterations=1})) --mlir-print-ir-after=canonicalize --mlir-print-ir-after-change --mlir-disable-threading
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %a, %x : i32
  %c = arith.addi %b, %c1 : i32
  return %c : i32
}
func.func @g() {
  return
}
