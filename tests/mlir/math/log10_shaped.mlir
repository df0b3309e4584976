// math.log10 on vectors (scalable too) and tensors: splats, dense elements
"test.func"() ({
^bb0(%v: vector<4xf32>, %t: tensor<2x3xf32>, %d: tensor<?xf32>, %s: vector<[4]xf32>):
  %c0 = arith.constant dense<0.75> : vector<4xf32>
  %0 = math.log10 %c0 : vector<4xf32>
  %c2 = arith.constant dense<[-1.5, 0.25, 2.0, 9.5]> : vector<4xf32>
  %1 = math.log10 %c2 fastmath<fast> : vector<4xf32>
  %c4 = arith.constant dense<0.75> : tensor<2x3xf32>
  %2 = math.log10 %c4 : tensor<2x3xf32>
  %c6 = arith.constant dense<0.75> : vector<[4]xf32>
  %3 = math.log10 %c6 : vector<[4]xf32>
  %4 = math.log10 %v fastmath<nnan> : vector<4xf32>
  %5 = math.log10 %t : tensor<2x3xf32>
  %6 = math.log10 %d fastmath<ninf,nsz> : tensor<?xf32>
  %7 = math.log10 %s : vector<[4]xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (vector<4xf32>, vector<4xf32>, tensor<2x3xf32>, vector<[4]xf32>, vector<4xf32>, tensor<2x3xf32>, tensor<?xf32>, vector<[4]xf32>) -> ()
}) : () -> ()
