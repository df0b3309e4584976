// ARGS: -pass-pipeline=builtin.module(any(canonicalize{region-simplify=aggressive})) --split-input-file
// `any` runs on the operations directly in the module that are isolated from above: the
// functions, not "foo.outside".
"foo.outside"() ({
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  "foo.use"(%s) : (i32) -> ()
}) : () -> ()

// -----

func.func @fold(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.muli %a, %c0 : i32
  return %r : i32
}
