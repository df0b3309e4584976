func.func @outs_single_trip(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) = (5) to (6) step (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "u.use"(%i, %o) : (index, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

func.func @outs_zero_trip(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) = (0, 0) to (%n, 0) step (1, 1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "u.use"(%i, %j, %o) : (index, index, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

func.func @unused_result(%n: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "u.use"(%i, %o) : (index, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @same_dynamic_bounds(%n: index) {
  scf.forall (%i) = (%n) to (%n) step (1) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @constant_then_single(%n: index) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.forall (%i, %j) = (%n, %c7) to (100, 8) step (3, %c1) {
    "u.use"(%i, %j) : (index, index) -> ()
  }
  return
}
