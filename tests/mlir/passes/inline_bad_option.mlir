// ARGS: --inline=bogus=1
func.func @f() {
  return
}
