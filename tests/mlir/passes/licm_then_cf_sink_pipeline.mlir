// ARGS: --pass-pipeline=builtin.module(func.func(loop-invariant-code-motion,control-flow-sink)) --mlir-print-ir-after-all --mlir-disable-threading
// Code hoisted out of a loop inside a branch is sunk back into the branch, not into the
// loop (loop regions run more than once).
func.func @hoist_then_sink(%c: i1, %lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> i32 {
      %x = arith.muli %a, %a : i32
      %y = arith.addi %acc, %x : i32
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @sink_only(%c: i1, %a: i32) -> i32 {
  %x = arith.muli %a, %a : i32
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
