// toy.return: a ranked operand has the ranked result type of the function.
toy.func @f(%arg0: tensor<2x3xf64>) -> tensor<3x2xf64> {
  // expected-error @+1 {{type of return operand (tensor<2x3xf64>) doesn't match function result type (tensor<3x2xf64>)}}
  toy.return %arg0 : tensor<2x3xf64>
}
