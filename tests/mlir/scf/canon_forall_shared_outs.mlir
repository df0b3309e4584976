func.func @unmodified_outputs(%n: index, %t: tensor<4xf32>, %u: tensor<8xi32>) -> (tensor<4xf32>, tensor<8xi32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<8xi32>) {
    "u.use"(%i, %o, %p) : (index, tensor<4xf32>, tensor<8xi32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<8xi32>
}
