// #ub.poison of vector and tensor types: the shaped cast and binary folds propagate it; bitcast of a shaped poison does not fold (upstream folds poison only for scalar results); subi of equal operands folds to zero first.
func.func @vec() -> (vector<4xi64>, vector<4xf32>, vector<4xi32>, vector<4xi32>, tensor<2xi32>) {
  %p = ub.poison : vector<4xi32>
  %c = arith.constant dense<3> : vector<4xi32>
  %0 = arith.extsi %p : vector<4xi32> to vector<4xi64>
  %1 = arith.bitcast %p : vector<4xi32> to vector<4xf32>
  %2 = arith.addi %p, %c : vector<4xi32>
  %3 = arith.muli %c, %p : vector<4xi32>
  %t = ub.poison : tensor<2xi32>
  %4 = arith.subi %t, %t : tensor<2xi32>
  return %0, %1, %2, %3, %4 : vector<4xi64>, vector<4xf32>, vector<4xi32>, vector<4xi32>, tensor<2xi32>
}
