// An `i8` flag: negative and large values wrap to 8 bits and print unsigned.
func.func @switch(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    -1: ^bb2,
    127: ^bb2,
    -128: ^bb1,
    200: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
