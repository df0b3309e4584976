// Discardable attributes on the branches.
func.func @attrs(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2 {tag = "x", n = 3 : i64}
^bb1:
  cf.br ^bb2 {unit}
^bb2:
  return
}
