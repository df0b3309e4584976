// ARGS: --cse --mlir-print-debuginfo
// The kept operation keeps its location, unless it is unknown and the replaced one's is not.
func.func @locs(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32 loc(unknown)
  %1 = arith.addi %a, %b : i32 loc("x.mlir":3:4)
  %2 = arith.addi %a, %b : i32 loc("y.mlir":5:6)
  %3 = arith.muli %a, %b : i32 loc("z.mlir":1:1)
  %4 = arith.muli %a, %b : i32 loc(unknown)
  %5 = arith.subi %a, %b : i32 loc(fused["a", "b"])
  %6 = arith.subi %a, %b : i32 loc("q")
  %7 = arith.xori %a, %b : i32 loc(unknown)
  %8 = arith.xori %a, %b : i32 loc(unknown)
  return %0, %1, %2, %3, %4, %5, %6, %8 : i32, i32, i32, i32, i32, i32, i32, i32
}

// The first replaced operation the walk meets gives its location: blocks are met in the
// dominator tree's order, children in depth-first order of the CFG.
func.func @walk_order(%a: i32, %c: i1) -> (i32, i32) {
  %0 = arith.andi %a, %a : i32 loc(unknown)
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  %1 = arith.andi %a, %a : i32 loc("first_written")
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = arith.andi %a, %a : i32 loc("first_visited")
  cf.br ^bb3(%2 : i32)
^bb3(%x: i32):
  return %x, %0 : i32, i32
}

// Nested regions are walked before the operation holding them.
func.func @region_first(%a: i32, %c: i1) -> (i32, i32, i32) {
  %0 = arith.ori %a, %a : i32 loc(unknown)
  %r = scf.if %c -> i32 {
    %1 = arith.ori %a, %a : i32 loc("inside")
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  } loc("if")
  %2 = arith.ori %a, %a : i32 loc("after")
  return %r, %2, %0 : i32, i32, i32
}
