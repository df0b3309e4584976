// #ub.poison through the unary float folds: every op with a constant folder (the
// transcendental ones too, and those whose values this crate does not fold) folds poison to poison.
func.func @unary() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %0 = math.absf %p : f32
  %1 = math.acos %p : f32
  %2 = math.acosh %p : f32
  %3 = math.asin %p : f32
  %4 = math.asinh %p : f32
  %5 = math.atan %p : f32
  %6 = math.atanh %p : f32
  %7 = math.ceil %p : f32
  %8 = math.cos %p : f32
  %9 = math.cosh %p : f32
  %10 = math.erf %p : f32
  %11 = math.erfc %p : f32
  %12 = math.exp %p : f32
  %13 = math.exp2 %p : f32
  %14 = math.expm1 %p : f32
  %15 = math.floor %p : f32
  %16 = math.log %p : f32
  %17 = math.log10 %p : f32
  %18 = math.log1p %p : f32
  %19 = math.log2 %p : f32
  %20 = math.round %p : f32
  %21 = math.roundeven %p : f32
  %22 = math.sin %p : f32
  %23 = math.sinh %p : f32
  %24 = math.sqrt %p : f32
  %25 = math.tan %p : f32
  %26 = math.tanh %p : f32
  %27 = math.trunc %p : f32
  %28 = math.sqrt %p fastmath<fast> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @formats() -> (f16, bf16, f64, f80, f16, bf16, f64, f80) {
  %h = ub.poison : f16
  %b = ub.poison : bf16
  %d = ub.poison : f64
  %e = ub.poison : f80
  %0 = math.sin %h : f16
  %1 = math.exp %b : bf16
  %2 = math.log %d : f64
  %3 = math.tanh %e : f80
  %4 = math.absf %h : f16
  %5 = math.floor %b : bf16
  %6 = math.erf %d : f64
  %7 = math.atan %e : f80
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, bf16, f64, f80, f16, bf16, f64, f80
}
