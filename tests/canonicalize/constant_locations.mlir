// --mlir-print-debuginfo
// Constant locations: a constant merged with an equal one, moved out of its block, or
// reused for a fold elsewhere gets loc(unknown); one hoisted within its block keeps its own.
func.func @merge_constants() -> (index, index, index, index) {
  %0 = arith.constant 42 : index loc("m":0:0)
  %1 = arith.constant 42 : index loc("m":1:0)
  %2 = arith.constant 42 : index loc("m":2:0)
  %3 = arith.constant 42 : index loc("m":2:0)
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @hoist(%a: i32) -> (i32, i32) {
  %0 = arith.constant 42 : i32 loc("h":0:0)
  %s = arith.addi %a, %a : i32
  %2 = arith.constant 88 : i32 loc("h":2:0)
  %t = arith.addi %s, %2 : i32
  return %t, %0 : i32, i32
}
func.func @nested(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = arith.constant 7 : i32 loc("n":0:0)
    scf.yield %0 : i32
  } else {
    %1 = arith.constant 8 : i32 loc("n":1:0)
    scf.yield %1 : i32
  }
  return %r : i32
}
func.func @same(%a: i32) -> (i32, i32) {
  %0 = arith.constant 5 : i32 loc("s":0:0)
  %1 = arith.constant 5 : i32 loc("s":0:0)
  return %0, %1 : i32, i32
}
func.func @fold() -> i32 {
  %0 = arith.constant 1 : i32 loc("a":0:0)
  %1 = arith.constant 2 : i32 loc("a":1:0)
  %2 = arith.addi %0, %1 : i32 loc("a":2:0)
  return %2 : i32
}
func.func @reuse(%x: i32) -> (i32, i32) {
  %0 = arith.constant 3 : i32 loc("b":0:0)
  %1 = arith.constant 1 : i32 loc("b":1:0)
  %2 = arith.constant 2 : i32 loc("b":2:0)
  %3 = arith.addi %1, %2 : i32 loc("b":3:0)
  return %0, %3 : i32, i32
}
