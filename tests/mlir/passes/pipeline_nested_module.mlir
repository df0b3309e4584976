// ARGS: --pass-pipeline=builtin.module(builtin.module(func.func(test-single-fold)),func.func(canonicalize))
module @inner {
  func.func @f() -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    return %s : i32
  }
}
func.func @g(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = arith.addi %x, %c0 : i32
  return %s : i32
}
