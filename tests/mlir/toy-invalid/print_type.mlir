// toy.print: a tensor or memref of f64.
toy.func @f(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'toy.print' op operand #0 must be tensor of 64-bit float values or memref of 64-bit float values, but got 'tensor<2xf32>'}}
  toy.print %arg0 : tensor<2xf32>
  toy.return
}
