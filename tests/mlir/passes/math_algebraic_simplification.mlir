// ARGS: --test-math-algebraic-simplification
func.func @a(%x: f32, %y: f32, %i: i32, %c: complex<f32>, %ix: index, %v: vector<4xf32>) -> (f32, f32, f32, f32, f32, f32, f32, i32, i32, complex<f32>, complex<f32>, index, f32, vector<4xf32>) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c34 = arith.constant 0.75 : f32
  %p1 = math.powf %x, %c1 fastmath<fast> : f32
  %p2 = math.powf %x, %c2 fastmath<nnan> : f32
  %p3 = math.powf %x, %c3 : f32
  %pm1 = math.powf %x, %cm1 : f32
  %ph = math.powf %x, %ch : f32
  %pmh = math.powf %x, %cmh : f32
  %p34 = math.powf %x, %c34 : f32
  %k3 = arith.constant 3 : i32
  %km2 = arith.constant -2 : i32
  %k0 = arith.constant 0 : i32
  %ip = math.ipowi %i, %k3 : i32
  %ipn = math.ipowi %i, %km2 : i32
  %cp = complex.powi %c, %km2 : complex<f32>, i32
  %cp0 = complex.powi %c, %k0 : complex<f32>, i32
  %xk = arith.constant -3 : index
  %ixp = math.ipowi %ix, %xk : index
  %fp = math.fpowi %x, %km2 : f32, i32
  %e1 = math.exp %x : f32
  %e2 = math.exp %y : f32
  %q = arith.divf %e1, %e2 fastmath<arcp,reassoc> : f32
  %vc = arith.constant dense<2.0> : vector<4xf32>
  %vp = math.powf %v, %vc : vector<4xf32>
  return %p1, %p2, %p3, %pm1, %ph, %pmh, %p34, %ip, %ipn, %cp, %cp0, %ixp, %q, %vp : f32, f32, f32, f32, f32, f32, f32, i32, i32, complex<f32>, complex<f32>, index, f32, vector<4xf32>
}
