// ARGS: --test-options-pass-pipeline=bogus=1
func.func @f() {
  return
}
