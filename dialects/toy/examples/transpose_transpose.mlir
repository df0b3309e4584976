// The chapter 3 IR of `transpose_transpose`: `toyc transpose_transpose.mlir -opt` (or
// `ods-opt --canonicalize`) drops both transposes.
toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
