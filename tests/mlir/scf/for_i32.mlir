func.func @f(%lb: i32, %ub: i32, %st: i32) {
  scf.for %i = %lb to %ub step %st : i32 {
    "u.use"(%i) : (i32) -> ()
  }
  scf.for unsigned %j = %lb to %ub step %st : i32 {
  }
  return
}
