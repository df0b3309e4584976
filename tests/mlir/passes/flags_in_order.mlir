// ARGS: --test-math-algebraic-simplification --canonicalize --test-single-fold
func.func @f(%x: f32, %y: f32) -> f32 {
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %a = math.powf %x, %half : f32
  %b = math.powf %y, %three fastmath<fast> : f32
  %c = arith.addf %a, %b : f32
  %z = arith.constant 0.0 : f32
  %d = arith.addf %c, %z : f32
  return %d : f32
}
