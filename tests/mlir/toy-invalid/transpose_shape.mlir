// toy.transpose: ranked input and result have reversed dimensions.
toy.func @f(%arg0: tensor<2x3xf64>) {
  // expected-error @+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}
