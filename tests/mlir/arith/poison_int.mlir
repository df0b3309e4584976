// #ub.poison through the integer binary folds: propagated by every constFoldBinaryOp, after the folds that come first (muli/andi by zero, remui by one, subi/xori of equal operands), and not by the shifts (whose fold needs a bounded amount); the extended multiplications give poison for both results.
func.func @binary(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %p, %a : i32
  %1 = arith.addi %a, %p : i32
  %2 = arith.subi %p, %c5 : i32
  %3 = arith.muli %p, %c0 : i32
  %4 = arith.muli %c5, %p : i32
  %5 = arith.divui %p, %c1 : i32
  %6 = arith.divsi %c5, %p : i32
  %7 = arith.remui %p, %c1 : i32
  %8 = arith.remsi %a, %p : i32
  %9 = arith.andi %p, %c0 : i32
  %10 = arith.ori %a, %p : i32
  %11 = arith.xori %p, %p : i32
  %12 = arith.shli %p, %c5 : i32
  %13 = arith.shrsi %c5, %p : i32
  %14 = arith.maxsi %p, %a : i32
  %15 = arith.ceildivsi %p, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @more(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.shrui %p, %a : i32
  %1 = arith.minsi %c5, %p : i32
  %2 = arith.minui %p, %c5 : i32
  %3 = arith.maxui %p, %p : i32
  %4 = arith.floordivsi %p, %c5 : i32
  %5 = arith.ceildivui %c5, %p : i32
  %6 = arith.subi %p, %p : i32
  %7 = arith.xori %p, %a : i32
  %8 = arith.andi %a, %p : i32
  %9 = arith.remsi %p, %a : i32
  %l, %h = arith.mulsi_extended %p, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %l, %h : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @ext(%a: i32) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c5 = arith.constant 5 : i32
  %l, %h = arith.mului_extended %c5, %p : i32
  return %l, %h, %l, %h : i32, i32, i32, i32
}
