// ARGS: --loop-invariant-code-motion
// Loops in loops: the inner loop first, then what it hoisted moves on out of the outer one.
func.func @nested(%lb: index, %ub: index, %st: index, %a: i32) {
  scf.for %i = %lb to %ub step %st {
    %iv = arith.index_cast %i : index to i32
    scf.for %j = %lb to %ub step %st {
      %x = arith.addi %a, %a : i32
      %y = arith.addi %iv, %x : i32
      %jv = arith.index_cast %j : index to i32
      %z = arith.addi %y, %jv : i32
      "test.use"(%z) : (i32) -> ()
    }
  }
  return
}

func.func @three_deep(%lb: index, %ub: index, %st: index, %a: f32) {
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      scf.for %k = %lb to %ub step %st {
        %x = arith.mulf %a, %a : f32
        %kj = arith.addi %k, %j : index
        %y = arith.addi %kj, %i : index
        "test.use"(%x, %y) : (f32, index) -> ()
      }
    }
  }
  return
}

func.func @loop_hoisted(%lb: index, %ub: index, %a: i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    %r = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %a) -> i32 {
      %s = arith.addi %acc, %a : i32
      scf.yield %s : i32
    }
    %t = scf.for %j = %lb to %ub step %c2 iter_args(%acc = %a) -> i32 {
      %s = arith.addi %acc, %a : i32
      scf.yield %s : i32
    }
    "test.use"(%r, %t) : (i32, i32) -> ()
  }
  return
}
