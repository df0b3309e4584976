func.func @f(%c: i1, %a: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %x = scf.if %c -> (f32) {
    scf.yield %a : f32
  }
  return
}
