func.func @e(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i) = (%c0) to (%c10) step (%n) {
    "u.use"(%i) : (index) -> ()
  }
  scf.parallel (%i) = (%c10) to (%c0) step (%n) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @par_neg(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = "u.v"() : () -> index
  scf.parallel (%i) = (%c0) to (%n) step (%r) {
    "u.use"(%i) : (index) -> ()
  }
  return
}
