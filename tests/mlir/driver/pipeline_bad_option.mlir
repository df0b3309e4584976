// ARGS: -pass-pipeline=builtin.module(func.func(canonicalize{foo=1}))
func.func @f() {
  return
}
