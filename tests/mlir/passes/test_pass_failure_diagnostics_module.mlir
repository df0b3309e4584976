// ARGS: --test-pass-failure=gen-diagnostics
// The diagnostic at the implicit module's location.
func.func @f() {
  return
}
