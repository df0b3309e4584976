// ARGS: --sccp
func.func @self_loop(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%x: i32, %y: i32):
  %z = arith.addi %x, %y : i32
  %e = arith.cmpi eq, %z, %c0 : i32
  cf.cond_br %e, ^bb1(%y, %z : i32, i32), ^bb2(%z : i32)
^bb2(%r: i32):
  return %r : i32
}

func.func @same_dest_two_edges(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @nested_if_for(%lb: index, %ub: index) -> i32 {
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %z) -> (i32) {
    %v = scf.if %t -> (i32) {
      %q = arith.addi %acc, %z : i32
      scf.yield %q : i32
    } else {
      %k = arith.constant 7 : i32
      scf.yield %k : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}

func.func @unreachable_if(%m: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^dead, ^live
^dead:
  %r = scf.if %f -> (i32) {
    scf.yield %m : i32
  } else {
    scf.yield %m : i32
  }
  return %r : i32
^live:
  return %m : i32
}
