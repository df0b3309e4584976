// ARGS: --remove-dead-values --allow-unregistered-dialect
// Ops with memory effects stay, and keep their operands live; pure ops whose results are
// not live go; an op with a non-live operand goes whatever its effects.
func.func private @effects(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %0 = arith.addi %a, %b : i32
  "test.effectful"(%0) : (i32) -> ()
  %1 = arith.muli %a, %a : i32
  %2 = "test.unknown"(%1) : (i32) -> i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.constant 7 : i32
  return %4 : i32
}

func.func @main(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %0 = call @effects(%a, %b, %m) : (i32, i32, memref<i32>) -> i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.constant 3 : i32
  %3 = arith.addi %1, %2 : i32
  "test.sink"(%1) : (i32) -> ()
  return %0 : i32
}

func.func @pure_chain(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.xori %1, %a : i32
  return %a : i32
}
