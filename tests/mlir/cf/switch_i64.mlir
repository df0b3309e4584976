// An `i64` flag: the extremes, printed unsigned.
func.func @switch(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    9223372036854775807: ^bb2,
    -9223372036854775808: ^bb2,
    -1: ^bb1
  ]
^bb1:
  return
^bb2:
  return
}
