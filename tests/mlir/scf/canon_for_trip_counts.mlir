func.func @dead_cycle(%lb: index, %ub: index, %st: index, %a: f32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %n = arith.addf %x, %x : f32
    "u.side"(%i) : (index) -> ()
    scf.yield %n : f32
  }
  return
}
func.func @unsigned_zero(%a: f32) -> f32 {
  %lb = arith.constant -1 : i32
  %ub = arith.constant 0 : i32
  %st = arith.constant 1 : i32
  %r = scf.for unsigned %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) : i32 {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  %r2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) : i32 {
    %n = arith.addf %x, %x : f32
    "u.use"(%i) : (i32) -> ()
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @neg_step(%a: f32) -> f32 {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant -1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}
