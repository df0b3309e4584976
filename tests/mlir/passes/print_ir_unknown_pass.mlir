// ARGS: --canonicalize --mlir-print-ir-before=canonicalize,bogus
func.func @f() {
  return
}
