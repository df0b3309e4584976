func.func @f(%flag: i32, %a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb1(%a : i32)
  ]
^bb1:
  return
}
