// #ub.poison through the integer folds: absi, ctlz, cttz, ctpop, and ipowi on either side
// (even `x^0`, which folds to 1 otherwise).
func.func @int(%x: i32) -> (i32, i8, i32, i8, i32, i8, i32, i8, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %b = ub.poison : i8
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %0 = math.absi %p : i32
  %1 = math.absi %b : i8
  %2 = math.ctlz %p : i32
  %3 = math.ctlz %b : i8
  %4 = math.cttz %p : i32
  %5 = math.cttz %b : i8
  %6 = math.ctpop %p : i32
  %7 = math.ctpop %b : i8
  %8 = math.ipowi %p, %x : i32
  %9 = math.ipowi %x, %p : i32
  %10 = math.ipowi %p, %c0 : i32
  %11 = math.ipowi %c2, %p : i32
  %12 = math.ipowi %p, %p : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i8, i32, i8, i32, i8, i32, i8, i32, i32, i32, i32, i32
}
