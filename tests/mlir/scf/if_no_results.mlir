func.func @f(%c: i1) {
  scf.if %c {
    "u.a"() : () -> ()
  }
  return
}
