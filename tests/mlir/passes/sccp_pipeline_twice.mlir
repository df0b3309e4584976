// ARGS: --pass-pipeline=builtin.module(sccp,sccp) --split-input-file --verify-diagnostics
func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c, %c2 : i32
  return %s : i32
}
// -----
func.func @g(%a: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %s = arith.addf %a, %c : f32
  %d = arith.divf %c, %c : f32
  %e = arith.addf %d, %s : f32
  return %e : f32
}
// -----
func.func @h(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.constant -1 : i32
  %1 = arith.shli %0, %c : i32
  %2 = arith.xori %a, %a : i32
  %3 = arith.andi %1, %a : i32
  return %3 : i32
}
// -----
func.func @cplx() -> complex<f32> {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %d = complex.add %c, %c : complex<f32>
  %e = complex.re %d : complex<f32>
  %f = complex.create %e, %e : complex<f32>
  return %f : complex<f32>
}
