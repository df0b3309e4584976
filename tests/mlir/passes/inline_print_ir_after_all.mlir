// ARGS: --inline --mlir-print-ir-after-all --mlir-disable-threading
// The canonicalizer runs on each callable as part of the inliner, and prints as a pass.
func.func private @leaf(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @mid(%a: i32) -> i32 {
  %0 = func.call @leaf(%a) : (i32) -> i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}

func.func @top(%a: i32) -> i32 {
  %0 = func.call @mid(%a) : (i32) -> i32
  %1 = func.call @mid(%0) : (i32) -> i32
  return %1 : i32
}

func.func @self(%a: i32) -> i32 {
  %0 = func.call @self(%a) : (i32) -> i32
  return %0 : i32
}
