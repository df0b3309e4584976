// ARGS: --inline=default-pipeline= --mlir-print-ir-after-all --mlir-disable-threading
// Without a default pipeline nothing is simplified between inlining steps.
func.func private @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @g(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  %1 = func.call @f(%0) : (i32) -> i32
  return %1 : i32
}
