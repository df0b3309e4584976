// ARGS: --inline=default-pipeline=canonicalize{max-iterations=1},canonicalize{top-down=false bogus=1},canonicalize --mlir-print-ir-after-all --mlir-disable-threading
// A pass of the default pipeline refusing an option is reported; the passes before it, and
// the pass itself with the options read before the bad one, still run.
func.func private @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @g(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  return %0 : i32
}
