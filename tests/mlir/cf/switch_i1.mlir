// An `i1` flag.
func.func @switch(%flag: i1) {
  cf.switch %flag : i1, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb1
  ]
^bb1:
  return
^bb2:
  return
}
