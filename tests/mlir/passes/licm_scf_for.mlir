// ARGS: --loop-invariant-code-motion
// Invariant chains, iter_args, speculatable and non-speculatable divisions, side effects.
func.func @for_iter_args(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> i32 {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %v = arith.addi %acc, %y : i32
    %w = arith.addi %v, %x : i32
    scf.yield %w : i32
  }
  return %r : i32
}

func.func @divisions(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %st {
    %0 = arith.divsi %a, %b : i32
    %1 = arith.divsi %a, %c7 : i32
    %2 = arith.divsi %a, %cm1 : i32
    %3 = arith.divui %a, %cm1 : i32
    %4 = arith.divui %a, %c0 : i32
    %5 = arith.ceildivsi %a, %c7 : i32
    %6 = arith.ceildivui %a, %b : i32
    %7 = arith.remsi %a, %b : i32
    %8 = arith.floordivsi %a, %b : i32
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}

func.func private @callee(i32) -> i32

func.func @effects(%lb: index, %ub: index, %st: index, %a: i32, %p: i1) {
  scf.for %i = %lb to %ub step %st {
    %0 = func.call @callee(%a) : (i32) -> i32
    %1 = arith.addi %0, %a : i32
    cf.assert %p, "invariant assertion"
    %2 = "test.unknown"(%a) : (i32) -> i32
    %3 = arith.addi %2, %a : i32
    %4 = arith.addi %a, %a : i32
    "test.use"(%1, %3, %4) : (i32, i32, i32) -> ()
  }
  return
}

func.func @nothing_invariant(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %0 = arith.addi %i, %i : index
    %1 = arith.muli %0, %i : index
    "test.use"(%1) : (index) -> ()
  }
  return
}
