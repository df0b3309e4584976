// math.erf on vectors (scalable too) and tensors: splats, dense elements
"test.func"() ({
^bb0(%v: vector<4xf32>, %t: tensor<2x3xf32>, %d: tensor<?xf32>, %s: vector<[4]xf32>):
  %0 = math.erf %v fastmath<nnan> : vector<4xf32>
  %1 = math.erf %t : tensor<2x3xf32>
  %2 = math.erf %d fastmath<ninf,nsz> : tensor<?xf32>
  %3 = math.erf %s : vector<[4]xf32>
  "test.use"(%0, %1, %2, %3) : (vector<4xf32>, tensor<2x3xf32>, tensor<?xf32>, vector<[4]xf32>) -> ()
}) : () -> ()
