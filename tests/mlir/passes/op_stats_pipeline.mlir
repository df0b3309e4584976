// ARGS: --pass-pipeline=builtin.module(func.func(print-op-stats{json=true}),print-op-stats{json=false},canonicalize) --mlir-print-ir-after-all --mlir-disable-threading
// Run on each function, then on the module, in order with the IR dumps.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g() {
  return
}
