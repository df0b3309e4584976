// ARGS: --inline=default-pipeline=canonicalize{max-iterations=1} --mlir-print-ir-after-all --mlir-disable-threading
// The default pipeline with options of its own runs on each callable before and after
// calls into it are inlined.
func.func private @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  return %1 : i32
}

func.func @g(%a: i32, %b: i1) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  %1 = scf.if %b -> i32 {
    %2 = func.call @f(%0) : (i32) -> i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}
