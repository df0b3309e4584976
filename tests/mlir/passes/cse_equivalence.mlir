// ARGS: --cse
// Commutative operations match with their operands in any order; others do not.
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.muli %0, %a : i32
  %5 = arith.muli %a, %1 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// Properties, discardable attributes and result types must agree.
func.func @attributes(%a: i32, %b: i32, %x: f32) -> (i32, i32, i32, i32, i32, i1, i1, i1, f32, f32, i64, i64) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %a, %b overflow<nsw> : i32
  %3 = arith.addi %a, %b {tag = 1 : i32} : i32
  %4 = arith.addi %a, %b {tag = 1 : i32} : i32
  %5 = arith.addi %a, %b {tag = 2 : i32} : i32
  %6 = arith.cmpi slt, %a, %b : i32
  %7 = arith.cmpi sgt, %a, %b : i32
  %8 = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %9 = arith.addf %x, %x fastmath<fast> : f32
  %10 = arith.addf %x, %x : f32
  %11 = arith.extsi %a : i32 to i64
  %12 = arith.extui %a : i32 to i64
  %13 = arith.extsi %a : i32 to i64
  %s1 = arith.addi %1, %4 : i32
  %s2 = arith.addi %13, %11 : i64
  return %0, %2, %3, %s1, %5, %6, %7, %8, %9, %10, %s2, %12 : i32, i32, i32, i32, i32, i1, i1, i1, f32, f32, i64, i64
}

// Constants of different types stay apart; equal ones merge.
func.func @constants() -> (i32, i64, i32, index, index) {
  %0 = arith.constant 3 : i32
  %1 = arith.constant 3 : i64
  %2 = arith.constant 3 : i32
  %3 = arith.constant 3 : index
  %4 = index.constant 3
  return %0, %1, %2, %3, %4 : i32, i64, i32, index, index
}

// Regions are compared op by op, block arguments matched by position. (A commutative op
// inside a region is left out: MLIR orders its operands by address there.)
func.func @region_bodies(%lb: index, %ub: index, %st: index, %init: i32, %k: i32) -> (i32, i32, i32) {
  %r1 = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> i32 {
    %x = arith.addi %acc, %k : i32
    scf.yield %x : i32
  }
  %r2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> i32 {
    %x = arith.addi %acc, %k : i32
    scf.yield %x : i32
  }
  %r3 = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> i32 {
    %x = arith.subi %acc, %k : i32
    scf.yield %x : i32
  }
  return %r1, %r2, %r3 : i32, i32, i32
}
