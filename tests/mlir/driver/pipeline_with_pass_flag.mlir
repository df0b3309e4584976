// ARGS: -pass-pipeline=builtin.module(func.func(canonicalize)) --canonicalize
func.func @f() {
  return
}
