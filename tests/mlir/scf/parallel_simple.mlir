func.func @f(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "u.use"(%i, %j) : (index, index) -> ()
  }
  return
}
