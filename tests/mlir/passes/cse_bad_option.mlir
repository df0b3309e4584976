// ARGS: --pass-pipeline=builtin.module(func.func(cse{max-iterations=3}))
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
