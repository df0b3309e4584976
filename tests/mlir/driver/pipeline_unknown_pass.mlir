// ARGS: -pass-pipeline=builtin.module(func.func(bogus))
func.func @f() {
  return
}
