// math.ipowi on splats, dense elements and tensors
"test.func"() ({
^bb0(%x: vector<3xi32>, %t: tensor<?xi8>):
  %c0 = arith.constant dense<3> : vector<3xi32>
  %c1 = arith.constant dense<[2, -1, 5]> : vector<3xi32>
  %0 = math.ipowi %c0, %c0 : vector<3xi32>
  %1 = math.ipowi %c0, %c1 : vector<3xi32>
  %2 = math.ipowi %c1, %c1 : vector<3xi32>
  %3 = math.ipowi %x, %c1 : vector<3xi32>
  %4 = math.ipowi %t, %t : tensor<?xi8>
  "test.use"(%0, %1, %2, %3, %4) : (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, tensor<?xi8>) -> ()
}) : () -> ()
