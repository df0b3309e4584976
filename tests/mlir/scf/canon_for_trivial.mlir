func.func @same_bounds(%lb: index, %st: index, %a: f32) -> f32 {
  %r = scf.for %i = %lb to %lb step %st iter_args(%x = %a) -> (f32) {
    %n = arith.addf %x, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}

func.func @zero_trip() -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 7 : i32
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %i0) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @single_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c4 step %c8 iter_args(%x = %a) -> (i32) {
    "u.use"(%i) : (index) -> ()
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @single_trip_offset(%lb: index, %a: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %ub = arith.addi %lb, %c3 : index
  %r = scf.for %i = %lb to %ub step %c5 iter_args(%x = %a) -> (i32) {
    %n = "u.step"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @empty_body(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @no_results() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    "u.use"(%i) : (index) -> ()
  }
  scf.for %i = %c1 to %c0 step %c1 {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @i32_single(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) : i32 {
    %n = arith.addi %x, %i : i32
    scf.yield %n : i32
  }
  return %r : i32
}
