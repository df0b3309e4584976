// #ub.poison through the float binary folds and negf: propagated whatever the other operand, after the identity folds.
func.func @float(%a: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.addf %p, %a : f32
  %1 = arith.addf %a, %p : f32
  %2 = arith.addf %p, %nz : f32
  %3 = arith.subf %one, %p : f32
  %4 = arith.mulf %p, %one : f32
  %5 = arith.divf %p, %a : f32
  %6 = arith.remf %one, %p : f32
  %7 = arith.maximumf %p, %one : f32
  %8 = arith.minimumf %one, %p : f32
  %9 = arith.maxnumf %p, %a : f32
  %10 = arith.minnumf %p, %p : f32
  %11 = arith.negf %p : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
