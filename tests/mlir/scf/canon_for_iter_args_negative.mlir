func.func @all_carried(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i32) {
    %m = arith.addf %x, %x : f32
    %n = "u.step"(%y) : (i32) -> i32
    scf.yield %m, %n : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @swapped(%lb: index, %ub: index, %st: index, %a: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, f32) {
    "u.use"(%x, %y) : (f32, f32) -> ()
    scf.yield %y, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
