func.func @f(%a: index, %init: f32) -> f32 {
  %c = arith.constant 1 : i32
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %a to %a step %a iter_args(%x = %init) -> (f32) {
    scf.yield %c : i32
  }
  return %r : f32
}
