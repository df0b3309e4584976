// `cf.cond_br` without operands.
func.func @cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
