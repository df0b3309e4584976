// ARGS: --inline
// Calls inlined bottom-up through several levels, calls in nested regions, and calls
// brought in by inlining that are inlined in turn.
func.func private @c(%a: i32) -> i32 {
  %one = arith.constant 1 : i32
  %0 = arith.addi %a, %one : i32
  return %0 : i32
}

func.func private @b(%a: i32) -> i32 {
  %0 = func.call @c(%a) : (i32) -> i32
  %1 = func.call @c(%0) : (i32) -> i32
  return %1 : i32
}

func.func @a(%a: i32, %flag: i1) -> i32 {
  %0 = scf.if %flag -> i32 {
    %1 = func.call @b(%a) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    %2 = func.call @c(%a) : (i32) -> i32
    scf.yield %2 : i32
  }
  return %0 : i32
}

func.func @loop(%lb: index, %ub: index, %step: index, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> i32 {
    %n = func.call @c(%acc) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func private @external(i32) -> i32

func.func @calls_external(%a: i32) -> i32 {
  %0 = func.call @external(%a) : (i32) -> i32
  %1 = func.call @c(%0) : (i32) -> i32
  return %1 : i32
}

func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @c : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}
