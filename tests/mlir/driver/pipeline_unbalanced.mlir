// ARGS: -pass-pipeline=builtin.module(func.func(canonicalize)
func.func @f() {
  return
}
