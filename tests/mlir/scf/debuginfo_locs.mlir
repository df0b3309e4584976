func.func @f(%c: i1, %lb: index) {
  scf.if %c {
    "u.a"() : () -> () loc("a")
  } loc("if")
  scf.for %i = %lb to %lb step %lb {
  } loc("for")
  return
}
