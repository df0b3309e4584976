// ARGS: --cse
// Values defined outside a region reach into it; values defined inside never leave it.
func.func @scf_if(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %r = scf.if %c -> i32 {
    %1 = arith.addi %a, %b : i32
    %2 = arith.muli %1, %1 : i32
    %3 = arith.muli %0, %0 : i32
    %4 = arith.addi %2, %3 : i32
    scf.yield %4 : i32
  } else {
    %5 = arith.muli %0, %0 : i32
    scf.yield %5 : i32
  }
  %6 = arith.muli %0, %0 : i32
  %7 = arith.addi %r, %6 : i32
  return %7, %6 : i32, i32
}

func.func @scf_for(%lb: index, %ub: index, %st: index, %init: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> i32 {
    %c1_0 = arith.constant 1 : i32
    %x = arith.addi %acc, %c1_0 : i32
    %y = arith.addi %acc, %c1 : i32
    %z = arith.muli %x, %y : i32
    %inner = scf.for %j = %lb to %ub step %st iter_args(%a2 = %z) -> i32 {
      %w = arith.addi %acc, %c1_0 : i32
      %v = arith.addi %a2, %w : i32
      scf.yield %v : i32
    }
    scf.yield %inner : i32
  }
  %c1_1 = arith.constant 1 : i32
  %s = arith.addi %r, %c1_1 : i32
  return %s : i32
}

// Operations with equal single-block regions are merged; different bodies are not.
func.func @same_regions(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32) {
  %r1 = scf.if %c -> i32 {
    %0 = arith.addi %a, %b : i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %r2 = scf.if %c -> i32 {
    %0 = arith.addi %a, %b : i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %r3 = scf.if %c -> i32 {
    %0 = arith.addi %a, %b : i32
    scf.yield %0 : i32
  } else {
    scf.yield %b : i32
  }
  return %r1, %r2, %r3 : i32, i32, i32
}

func.func @same_loops(%lb: index, %ub: index, %st: index, %init: i32) -> (i32, i32) {
  %r1 = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> i32 {
    %x = arith.addi %acc, %acc : i32
    scf.yield %x : i32
  }
  %r2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> i32 {
    %x = arith.addi %acc, %acc : i32
    scf.yield %x : i32
  }
  return %r1, %r2 : i32, i32
}

// An operation with a region of several blocks is never replaced; its blocks are walked.
func.func @multi_block_regions(%a: i32, %c: i1) -> (i32, i32) {
  %r1 = scf.execute_region -> i32 {
    %0 = arith.addi %a, %a : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  ^bb2:
    scf.yield %0 : i32
  }
  %r2 = scf.execute_region -> i32 {
    %0 = arith.addi %a, %a : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  ^bb2:
    scf.yield %0 : i32
  }
  return %r1, %r2 : i32, i32
}

// An operation isolated from above starts a fresh table; an unregistered operation might
// be isolated, so its regions do too.
module {
  func.func @outer() -> i32 {
    %c7 = arith.constant 7 : i32
    "test.unknown_region"() ({
      %c7_0 = arith.constant 7 : i32
      %c7_1 = arith.constant 7 : i32
      "test.use"(%c7_0, %c7_1) : (i32, i32) -> ()
    }) : () -> ()
    scf.execute_region {
      %c7_2 = arith.constant 7 : i32
      "test.use"(%c7_2) : (i32) -> ()
      scf.yield
    }
    builtin.module {
      func.func @inner() -> i32 {
        %c7_3 = arith.constant 7 : i32
        %c7_4 = arith.constant 7 : i32
        %s = arith.addi %c7_3, %c7_4 : i32
        return %s : i32
      }
    }
    return %c7 : i32
  }
}
