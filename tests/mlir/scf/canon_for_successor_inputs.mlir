func.func @duplicate_iter_args(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = "u.step"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @swapped_chain(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    "u.use"(%x, %y) : (i32, i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @yields_iv(%lb: index, %ub: index, %st: index, %a: index) -> index {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (index) {
    "u.use"(%x) : (index) -> ()
    scf.yield %i : index
  }
  return %r : index
}

func.func @inner_value(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

func.func @nested(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %s = scf.for %j = %lb to %ub step %st iter_args(%y = %x) -> (f32) {
      "u.use"(%y, %j) : (f32, index) -> ()
      scf.yield %y : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
