func.func @wrap(%a: f32) -> f32 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %st = arith.constant 1 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) : i8 {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @big_step(%a: f32) -> f32 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant 100 : i8
  %st = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) : i8 {
    %n = arith.addf %x, %x : f32
    "u.use"(%i) : (i8) -> ()
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @zero_step(%a: f32) -> f32 {
  %lb = arith.constant 0 : index
  %ub = arith.constant 100 : index
  %st = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @unsigned_big(%a: f32) -> f32 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant -56 : i8
  %st = arith.constant 100 : i8
  %r = scf.for unsigned %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) : i8 {
    %n = arith.addf %x, %x : f32
    "u.use"(%i) : (i8) -> ()
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @i1_loop(%a: f32) -> f32 {
  %lb = arith.constant false
  %ub = arith.constant true
  %st = arith.constant true
  %r = scf.for unsigned %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) : i1 {
    %n = arith.addf %x, %x : f32
    "u.use"(%i) : (i1) -> ()
    scf.yield %n : f32
  }
  return %r : f32
}
