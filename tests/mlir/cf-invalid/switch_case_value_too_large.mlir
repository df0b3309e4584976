func.func @f(%x: i32) {
  // expected-error@+3 {{custom op 'cf.switch' integer value too large}}
  cf.switch %x : i32, [
    default: ^bb1,
    -170141183460469231731687303715884105729: ^bb1
  ]
^bb1:
  return
}
