// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize,test-pass-failure{gen-diagnostics})) --mlir-print-ir-after-failure --mlir-disable-threading
// Only failed passes are printed; each function's error comes before its dump.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
func.func @g() {
  return
}
