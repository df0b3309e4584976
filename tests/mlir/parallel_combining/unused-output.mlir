// Upstream IR for `tests/tests/dialect_scf_parallel_combining.rs`: `--canonicalize` keeps the
// shared output a combining op updates and drops the one nothing updates.
func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %x: tensor<1xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
