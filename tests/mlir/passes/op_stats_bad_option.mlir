// ARGS: --print-op-stats=jsn
func.func @f() {
  return
}
