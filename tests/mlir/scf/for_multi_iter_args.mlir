func.func @f(%lb: index, %ub: index, %st: index, %a: f32, %b: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i64) {
    scf.yield %x, %y : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}
