// `cf.switch` with only a default destination (printed `default: ^bb1]`).
func.func @switch(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  cf.switch %flag : i32, [default: ^bb2]
^bb2:
  return
}
