// ARGS: -pass-pipeline=builtin.module(func.func(canonicalize))
// The canonicalizer nested on func.func runs on each function, not on the operations
// beside them: the region of "foo.outside" keeps its foldable addition.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %c0 : i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}
"foo.outside"() ({
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  "foo.use"(%s) : (i32) -> ()
}) : () -> ()
