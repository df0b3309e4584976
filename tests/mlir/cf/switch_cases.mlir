// `cf.switch` with cases (upstream's example).
func.func @switch(%flag: i32, %a: i32, %b: i32, %c: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb3(%c : i32)
  ]
^bb1(%x: i32):
  return
^bb3(%y: i32):
  return
}
