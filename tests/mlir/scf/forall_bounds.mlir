func.func @f(%lb: index, %ub: index) {
  scf.forall (%i) = (%lb) to (%ub) step (2) {
    "u.use"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (0, 1) to (10, %ub) step (1, 1) {
  } {tag}
  return
}
