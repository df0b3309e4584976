func.func @f(%lb: index, %ub: index, %st: index) {
  scf.for unsigned %i = %lb to %ub step %st {
    "u.use"(%i) : (index) -> ()
  } {attr = 1 : i32}
  return
}
