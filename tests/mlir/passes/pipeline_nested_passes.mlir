// ARGS: --pass-pipeline=builtin.module(func.func(test-single-fold,canonicalize{max-iterations=1 top-down=false}),test-math-algebraic-simplification)
func.func @f(%x: f32, %i: index) -> (f32, index) {
  %c2 = arith.constant 2.0 : f32
  %p = math.powf %x, %c2 : f32
  %c1 = arith.constant 1 : index
  %c2i = arith.constant 2 : index
  %s = arith.addi %c1, %c2i : index
  %r = arith.addi %i, %s : index
  return %p, %r : f32, index
}

func.func @g(%c: complex<f64>) -> complex<f64> {
  %k = arith.constant -3 : i64
  %0 = complex.powi %c, %k fastmath<nnan> : complex<f64>, i64
  return %0 : complex<f64>
}
