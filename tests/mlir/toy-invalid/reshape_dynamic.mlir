// toy.reshape: the result is statically shaped.
toy.func @f(%arg0: tensor<6xf64>) {
  // expected-error @+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<*xf64>'}}
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<*xf64>
  toy.return
}
