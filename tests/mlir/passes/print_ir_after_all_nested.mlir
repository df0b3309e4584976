// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize,test-single-fold),test-math-algebraic-simplification) --mlir-print-ir-after-all --mlir-disable-threading
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @g(%y: f32) -> f32 {
  %c2 = arith.constant 2.0 : f32
  %p = math.powf %y, %c2 : f32
  return %p : f32
}
