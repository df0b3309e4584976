func.func @dynamic(%lb: index, %ub: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @two_trips(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @dynamic_step(%st: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %st iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @empty_body_yields_inside(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "u.step"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
