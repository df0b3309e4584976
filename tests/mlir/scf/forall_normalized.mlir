func.func @f(%t: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  %r = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<4x8xf32>) {
    "u.use"(%i, %j, %o) : (index, index, tensor<4x8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4x8xf32>
}
