// Upstream IR for `tests/tests/dialect_scf_parallel_combining.rs`: an op of
// `scf.forall.in_parallel` that does not implement `ParallelCombiningOpInterface`.
func.func @f(%t: tensor<4xf32>, %x: tensor<1xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.insert_slice %x into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
