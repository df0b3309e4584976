func.func @f(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    "u.use"(%i) : (index) -> ()
  }
  return
}
