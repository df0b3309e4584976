// complex ops in func.func: arguments, returns, calls
func.func private @ext(complex<f32>) -> complex<f64>
func.func @f(%a: complex<f32>, %b: f32) -> (complex<f32>, f32, complex<f64>) {
  %0 = complex.create %b, %b : complex<f32>
  %1 = complex.mul %a, %0 : complex<f32>
  %2 = complex.abs %1 fastmath<fast> : complex<f32>
  %cst = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %3 = complex.div %1, %cst : complex<f32>
  %4 = call @ext(%3) : (complex<f32>) -> complex<f64>
  %5 = complex.re %0 : complex<f32>
  %6 = arith.addf %2, %5 : f32
  return %3, %6, %4 : complex<f32>, f32, complex<f64>
}
