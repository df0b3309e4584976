// ARGS: --inline=default-pipeline= --mlir-print-debuginfo
// Inlined operations and block arguments are located at `callsite(callee at call)`,
// nested inlining extending the chain, and already call-site locations keep their stack.
func.func private @inner(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("inner.cc":3:5)
  return %0 : i32 loc("inner.cc":4:5)
}

func.func private @middle(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 loc("middle.cc":1:1)
^bb1(%x: i32 loc("middle.cc":2:2)):
  %0 = func.call @inner(%x) : (i32) -> i32 loc("middle.cc":3:3)
  return %0 : i32 loc("middle.cc":4:4)
^bb2:
  %1 = arith.muli %a, %a : i32 loc(callsite("deep.cc":1:1 at "deeper.cc":2:2))
  return %1 : i32 loc(unknown)
}

func.func @outer(%a: i32, %c: i1) -> i32 {
  %0 = func.call @middle(%a, %c) : (i32, i1) -> i32 loc("outer.cc":7:7)
  %1 = func.call @middle(%0, %c) : (i32, i1) -> i32 loc(unknown)
  %2 = func.call @middle(%1, %c) : (i32, i1) -> i32 loc("named"("outer.cc":9:9))
  return %2 : i32
}
