// Upstream IR for `tests/tests/dialect_scf_parallel_combining.rs`: a combining op of
// `scf.forall.in_parallel` that updates a value other than a shared output.
func.func @f(%t: tensor<4xf32>, %x: tensor<1xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %t[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
