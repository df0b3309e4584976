// ARGS: --pass-pipeline=builtin.module(any(cse,test-interface-pass))
// An interface pass runs on the functions only; the op-agnostic pipeline holding it too.
func.func @f(%a: i32) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %a, %a : i32
  return %x, %y : i32, i32
}
module @m {
  %t = arith.constant true
  %t1 = arith.constant true
  "foo.op"(%t, %t1) : (i1, i1) -> ()
}
