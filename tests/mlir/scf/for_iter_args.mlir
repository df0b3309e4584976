func.func @f(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %sum = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %sum : f32
}
