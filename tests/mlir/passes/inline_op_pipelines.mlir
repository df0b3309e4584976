// ARGS: --pass-pipeline=builtin.module(inline{op-pipelines=func.func(cse)})
// Functions are optimized with their own pipeline (cse), not the default one (canonicalize).
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c1b : i32
  return %y : i32
}
func.func @caller(%a: i32) -> i32 {
  %r = call @callee(%a) : (i32) -> i32
  %s = call @callee(%r) : (i32) -> i32
  return %s : i32
}
