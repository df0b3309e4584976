// toy.return: as many operands as the enclosing function has results.
toy.func @f(%arg0: tensor<*xf64>) {
  // expected-error @+1 {{'toy.return' op does not return the same number of values (1) as the enclosing function (0)}}
  toy.return %arg0 : tensor<*xf64>
}
