func.func @constant_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) = (%c0, %n) to (%c8, 100) step (%c2, %c2) {
    "u.use"(%i, %j) : (index, index) -> ()
  } {tag}
  return
}

func.func @normalized(%n: index) {
  %c16 = arith.constant 16 : index
  scf.forall (%i, %j) in (%c16, %n) {
    "u.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @dynamic(%lb: index, %ub: index, %st: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%st) {
    "u.use"(%i) : (index) -> ()
  }
  return
}
