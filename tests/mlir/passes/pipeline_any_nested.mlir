// ARGS: -p=builtin.module(any(test-single-fold))
func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  return %s : i32
}
"unregistered.op"() ({
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  "unregistered.use"(%s) : (i32) -> ()
}) : () -> ()
