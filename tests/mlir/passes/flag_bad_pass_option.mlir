// ARGS: --canonicalize=top-down=false --test-single-fold=bogus=1
func.func @f() {
  return
}
