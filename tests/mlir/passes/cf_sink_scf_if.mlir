// ARGS: --control-flow-sink
// scf.if: ops used in one branch only sink into it, subgraphs in order; ops used in both
// branches or after the op stay, and so do ops with memory effects.
func.func @sink_into_branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.xori %a, %b : i32
  %5 = "test.effect"(%a) : (i32) -> i32
  %r = scf.if %c -> i32 {
    %x = arith.addi %1, %4 : i32
    %y = arith.addi %x, %5 : i32
    scf.yield %y : i32
  } else {
    %z = arith.addi %2, %3 : i32
    %w = arith.addi %z, %4 : i32
    scf.yield %w : i32
  }
  return %r : i32
}

func.func @used_after(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  scf.if %c {
    "test.use"(%0, %1) : (i32, i32) -> ()
  }
  %2 = arith.addi %1, %a : i32
  return %2 : i32
}

func.func @constant_condition(%a: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %r = scf.if %true -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}

func.func @nested_ifs(%c: i1, %d: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
