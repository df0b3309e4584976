// ARGS: --dump-pass-pipeline --split-input-file
// No pass: an empty pipeline, once per chunk.
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}
// -----
func.func @g() {
  return
}
