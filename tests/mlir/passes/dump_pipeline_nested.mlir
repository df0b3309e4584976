// ARGS: --dump-pass-pipeline --pass-pipeline=builtin.module(any(cse),symbol-privatize{exclude={a b},c},inline{default-pipeline={canonicalize{max-iterations=0x10}} inlining-threshold=0x10},func.func(cse,canonicalize{top-down=false max-num-rewrites=0b11 region-simplify=aggressive}),builtin.module(cse),symbol-privatize{exclude=})
// Every option of every pass, sorted by name; list options given or not; nested pass managers.
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}
