func.func @f(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    true: ^bb2,
    false: ^bb1
  ]
^bb1:
  return
^bb2:
  return
}
