// #ub.poison of vector (fixed and scalable) and tensor (static and dynamic) types: folded
// as scalars are, to ub.poison of the result type; the ops without a folder keep it.
func.func @shaped(%a: vector<4xf32>, %iv: vector<4xi32>) -> (vector<4xf32>, vector<[4]xf32>, tensor<4xf32>, tensor<?xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, tensor<4xf32>, vector<2x3xi16>, tensor<4xi32>, tensor<4xi32>, vector<4xi1>, tensor<4xf32>, vector<4xf32>) {
  %v = ub.poison : vector<4xf32>
  %s = ub.poison : vector<[4]xf32>
  %t = ub.poison : tensor<4xf32>
  %u = ub.poison : tensor<?xf32>
  %vi = ub.poison : vector<2x3xi16>
  %ti = ub.poison : tensor<4xi32>
  %cv = arith.constant dense<2.0> : vector<4xf32>
  %0 = math.absf %v : vector<4xf32>
  %1 = math.sin %s : vector<[4]xf32>
  %2 = math.exp %t : tensor<4xf32>
  %3 = math.sqrt %u : tensor<?xf32>
  %4 = math.erfc %v : vector<4xf32>
  %5 = math.powf %v, %a : vector<4xf32>
  %6 = math.copysign %cv, %v : vector<4xf32>
  %7 = math.atan2 %t, %t : tensor<4xf32>
  %8 = math.ctlz %vi : vector<2x3xi16>
  %9 = math.ctpop %ti : tensor<4xi32>
  %10 = math.ipowi %ti, %ti : tensor<4xi32>
  %11 = math.isnan %v : vector<4xf32>
  %12 = math.cbrt %t : tensor<4xf32>
  %13 = math.fpowi %v, %iv : vector<4xf32>, vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : vector<4xf32>, vector<[4]xf32>, tensor<4xf32>, tensor<?xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, tensor<4xf32>, vector<2x3xi16>, tensor<4xi32>, tensor<4xi32>, vector<4xi1>, tensor<4xf32>, vector<4xf32>
}
