// ARGS: --mlir-pass-statistics --mlir-pass-statistics-display=tree
func.func @f() {
  return
}
