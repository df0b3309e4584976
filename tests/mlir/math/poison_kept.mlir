// Math ops without a constant folder keep their #ub.poison operands: cbrt, rsqrt, the
// classification ops, fma, clampf, fpowi and sincos.
func.func @kept(%a: f32, %i: i32) -> (f32, f32, i1, i1, i1, i1, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %0 = math.cbrt %p : f32
  %1 = math.rsqrt %p : f32
  %2 = math.isfinite %p : f32
  %3 = math.isinf %p : f32
  %4 = math.isnan %p : f32
  %5 = math.isnormal %p : f32
  %6 = math.fma %p, %a, %a : f32
  %7 = math.fma %p, %p, %p : f32
  %8 = math.clampf %p to [%a, %a] : f32
  %9 = math.clampf %a to [%p, %p] : f32
  %10 = math.fpowi %p, %i : f32, i32
  %11 = math.fpowi %a, %q : f32, i32
  %12:2 = math.sincos %p : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12#0, %12#1 : f32, f32, i1, i1, i1, i1, f32, f32, f32, f32, f32, f32, f32, f32
}
