func.func @f(%c: i1) {
  scf.if %c {
    "u.a"() : () -> ()
  } {tag = "x", weight = 3 : i64}
  return
}
