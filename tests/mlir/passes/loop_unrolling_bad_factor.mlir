// ARGS: --test-loop-unrolling=unroll-factor=-2
func.func @f() {
  return
}
