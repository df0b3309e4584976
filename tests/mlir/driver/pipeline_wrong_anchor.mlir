// ARGS: -pass-pipeline=func.func(canonicalize)
// The outermost anchor must name the top-level operation.
func.func @f() {
  return
}
