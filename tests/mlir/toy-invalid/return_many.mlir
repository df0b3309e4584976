// toy.return: at most one operand.
toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  // expected-error @+1 {{'toy.return' op expects at most 1 return operand}}
  toy.return %arg0, %arg0 : tensor<*xf64>, tensor<*xf64>
}
