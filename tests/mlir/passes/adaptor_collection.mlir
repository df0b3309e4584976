// ARGS: --pass-pipeline=builtin.module(builtin.module(canonicalize),func.func(test-single-fold),builtin.module(test-single-fold)) --mlir-print-ir-before-all --mlir-disable-threading
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
module {
  func.func @g(%y: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %p = arith.addi %c2, %c3 : i32
    %q = arith.addi %y, %p : i32
    return %q : i32
  }
}
func.func @h(%x: i32) -> i32 {
  return %x : i32
}
