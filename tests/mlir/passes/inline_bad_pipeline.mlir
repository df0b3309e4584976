// ARGS: --inline=default-pipeline=canonicalize,bogus --mlir-print-ir-after-all --mlir-disable-threading
// A default pipeline naming no pass is reported when it is first needed, and nothing runs.
func.func private @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @g(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  return %0 : i32
}
