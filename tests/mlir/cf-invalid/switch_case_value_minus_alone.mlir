func.func @f(%x: i32) {
  // expected-error@+3 {{expected integer value}}
  cf.switch %x : i32, [
    default: ^bb1,
    - foo: ^bb1
  ]
^bb1:
  return
}
