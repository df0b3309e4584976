func.func @f(%c: i1) {
  scf.if %c {
    scf.yield {note = 1 : i64}
  }
  return
}
