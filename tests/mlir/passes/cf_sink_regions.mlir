// ARGS: --control-flow-sink
// Users nested in a loop inside the branch do not pull a definition in (only the branch's
// own operations are seeds); scf.index_switch runs each case at most once; scf.for and
// scf.execute_region give no bounds; a region op sinks whole.
func.func @loop_in_branch(%c: i1, %a: i32, %lb: index, %ub: index, %st: index) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  scf.if %c {
    %2 = arith.addi %1, %a : i32
    scf.for %i = %lb to %ub step %st {
      "test.use"(%0, %2) : (i32, i32) -> ()
    }
  }
  return
}

func.func @switch(%k: index, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %a, %a : i32
  %r = scf.index_switch %k -> i32
  case 0 {
    scf.yield %0 : i32
  }
  case 1 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %2 : i32
  }
  return %r : i32
}

func.func @switch_constant(%a: i32) -> i32 {
  %k = arith.constant 1 : index
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %r = scf.index_switch %k -> i32
  case 0 {
    scf.yield %0 : i32
  }
  case 1 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @no_bounds(%a: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  scf.for %i = %lb to %ub step %st {
    "test.use"(%0) : (i32) -> ()
  }
  %r = scf.execute_region -> i32 {
    scf.yield %1 : i32
  }
  return %r : i32
}

func.func @region_op_sinks(%c: i1, %d: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %d -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %r = scf.if %c -> i32 {
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
