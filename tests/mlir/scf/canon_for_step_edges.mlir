func.func @wrap_dyn_step(%a: f32, %st: i8) -> f32 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) : i8 {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}

func.func @dyn_lb_zero_step(%a: f32, %lb: index) -> f32 {
  %ub = arith.constant 100 : index
  %st = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}

func.func @for_neg(%a: f32, %lb: index) -> f32 {
  %ub = arith.constant 100 : index
  %st = arith.constant -1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}
