// ARGS: --pass-pipeline=builtin.module(func.func(symbol-dce))
// symbol-dce on an operation that defines no symbol table fails.
func.func @f() {
  return
}
