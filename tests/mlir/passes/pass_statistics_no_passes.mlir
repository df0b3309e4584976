// ARGS: --mlir-pass-statistics --mlir-pass-statistics-display=list --split-input-file
func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
