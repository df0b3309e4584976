// Inside each destination the condition is a known constant.
func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.use"(%c) : (i1) -> ()
  return
^bb2:
  "u.use"(%c) : (i1) -> ()
  return
}
