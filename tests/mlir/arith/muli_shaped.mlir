// arith.muli on vectors and tensors: dense, splat and mixed constants, dynamic shapes.
"test.func"() ({
^bb0(%x: vector<4xi32>, %d: tensor<?xi8>):
  %v0 = arith.constant dense<[1, -2, 3, 7]> : vector<4xi32>
  %v1 = arith.constant dense<[2, 2, 0, -1]> : vector<4xi32>
  %s0 = arith.constant dense<5> : vector<4xi32>
  %s1 = arith.constant dense<3> : vector<4xi32>
  %t0 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %t1 = arith.constant dense<2> : tensor<2x2xi64>
  %0 = arith.muli %v0, %v1 : vector<4xi32>
  %1 = arith.muli %s0, %s1 : vector<4xi32>
  %2 = arith.muli %v0, %s1 : vector<4xi32>
  %3 = arith.muli %t0, %t1 : tensor<2x2xi64>
  %4 = arith.muli %x, %s1 : vector<4xi32>
  %5 = arith.muli %x, %x : vector<4xi32>
  %6 = arith.muli %d, %d : tensor<?xi8>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi64>, vector<4xi32>, vector<4xi32>, tensor<?xi8>) -> ()
}) : () -> ()
