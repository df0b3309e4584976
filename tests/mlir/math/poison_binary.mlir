// #ub.poison through the binary float folds: either operand, whatever the other is.
func.func @binary(%a: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %0 = math.atan2 %p, %a : f32
  %1 = math.atan2 %a, %p : f32
  %2 = math.atan2 %p, %one : f32
  %3 = math.atan2 %zero, %p : f32
  %4 = math.atan2 %p, %p : f32
  %5 = math.copysign %p, %a : f32
  %6 = math.copysign %a, %p : f32
  %7 = math.copysign %p, %one : f32
  %8 = math.copysign %zero, %p : f32
  %9 = math.copysign %p, %p : f32
  %10 = math.powf %p, %a : f32
  %11 = math.powf %a, %p : f32
  %12 = math.powf %p, %one : f32
  %13 = math.powf %zero, %p : f32
  %14 = math.powf %p, %p : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
