// ARGS: --pass-pipeline=builtin.module(cse,func.func(cse)) --mlir-print-ir-after-all --mlir-disable-threading
// On the module, the walk enters every function (each isolated from above, with a fresh
// table); then on each function again, which finds nothing left.
func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}

func.func @g(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}
