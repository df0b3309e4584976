// `cf.br` without operands, and a chain of branches.
func.func @br() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  return
}
