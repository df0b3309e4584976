// math.tanh on vectors (scalable too) and tensors: splats, dense elements
"test.func"() ({
^bb0(%v: vector<4xf32>, %t: tensor<2x3xf32>, %d: tensor<?xf32>, %s: vector<[4]xf32>):
  %c0 = arith.constant dense<0.75> : vector<4xf32>
  %0 = math.tanh %c0 : vector<4xf32>
  %c2 = arith.constant dense<[-1.5, 0.25, 2.0, 9.5]> : vector<4xf32>
  %1 = math.tanh %c2 fastmath<fast> : vector<4xf32>
  %c4 = arith.constant dense<0.75> : tensor<2x3xf32>
  %2 = math.tanh %c4 : tensor<2x3xf32>
  %c6 = arith.constant dense<0.75> : vector<[4]xf32>
  %3 = math.tanh %c6 : vector<[4]xf32>
  %4 = math.tanh %v fastmath<nnan> : vector<4xf32>
  %5 = math.tanh %t : tensor<2x3xf32>
  %6 = math.tanh %d fastmath<ninf,nsz> : tensor<?xf32>
  %7 = math.tanh %s : vector<[4]xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (vector<4xf32>, vector<4xf32>, tensor<2x3xf32>, vector<[4]xf32>, vector<4xf32>, tensor<2x3xf32>, tensor<?xf32>, vector<[4]xf32>) -> ()
}) : () -> ()
