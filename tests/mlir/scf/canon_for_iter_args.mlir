func.func @yields_region_arg(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i32) {
    %n = "u.step"(%y, %i) : (i32, index) -> i32
    scf.yield %x, %n : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @unused_arg_yields_init(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i32) {
    %n = "u.step"(%y) : (i32) -> i32
    scf.yield %a, %n : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @unused_arg_unused_result(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i32) {
    %m = "u.make"() : () -> f32
    %n = "u.step"(%y) : (i32) -> i32
    scf.yield %m, %n : f32, i32
  }
  return %r#1 : i32
}

func.func @all_forwarded(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    "u.side"(%i) : (index) -> ()
    scf.yield %x : f32
  } {tag = "kept"}
  return %r : f32
}

func.func @unsigned_kept(%lb: i32, %ub: i32, %st: i32, %a: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.for unsigned %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, f32) : i32 {
    %n = arith.addf %y, %y : f32
    scf.yield %x, %n : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
