// ARGS: --view-op-graph=max-label=1
func.func @f() {
  return
}
