// ARGS: --cse --mlir-print-ir-after-all --mlir-disable-threading
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

func.func @g(%a: i32, %c: i1) -> i32 {
  %0 = arith.constant 4 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.constant 4 : i32
  %2 = arith.addi %a, %1 : i32
  return %2 : i32
^bb2:
  return %0 : i32
}
