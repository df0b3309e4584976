func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{expected 'default'}}
    42: ^bb1
  ]
^bb1:
  return
}
