// ARGS: --inline=default-pipeline= inlining-threshold=100
// Callees with more operations than the threshold allows, against their caller, stay.
func.func @big(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  %2 = arith.addi %1, %a : i32
  return %2 : i32
}

func.func @small(%a: i32) -> i32 {
  return %a : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = func.call @big(%a) : (i32) -> i32
  %1 = func.call @small(%0) : (i32) -> i32
  return %1 : i32
}

func.func @bigger_caller(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  %2 = arith.addi %1, %a : i32
  %3 = func.call @big(%2) : (i32) -> i32
  return %3 : i32
}
