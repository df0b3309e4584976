// ARGS: --loop-invariant-code-motion
// Ops with regions: an scf.if hoisted whole when its condition and its uses are invariant,
// kept when a nested op uses the induction variable or has an effect.
func.func @if_in_loop(%lb: index, %ub: index, %st: index, %c: i1, %a: i32, %b: i32) {
  scf.for %i = %lb to %ub step %st {
    %0 = scf.if %c -> i32 {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    %1 = scf.if %c -> index {
      scf.yield %i : index
    } else {
      scf.yield %lb : index
    }
    %2 = scf.if %c -> i32 {
      %d = arith.divsi %a, %b : i32
      scf.yield %d : i32
    } else {
      scf.yield %a : i32
    }
    scf.if %c {
      "test.effect"() : () -> ()
    }
    %3 = arith.addi %0, %a : i32
    "test.use"(%0, %1, %2, %3) : (i32, index, i32, i32) -> ()
  }
  return
}

func.func @execute_region(%lb: index, %ub: index, %st: index, %a: i32) {
  scf.for %i = %lb to %ub step %st {
    %0 = scf.execute_region -> i32 {
      %x = arith.addi %a, %a : i32
      scf.yield %x : i32
    }
    %1 = scf.index_switch %lb -> i32
    case 0 {
      scf.yield %a : i32
    }
    default {
      scf.yield %0 : i32
    }
    "test.use"(%0, %1) : (i32, i32) -> ()
  }
  return
}
