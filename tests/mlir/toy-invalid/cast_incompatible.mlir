// toy.cast: between compatible tensors only (areCastCompatible).
toy.func @f(%arg0: tensor<2x3xf64>) {
  // expected-error @+1 {{'toy.cast' op operand type 'tensor<2x3xf64>' and result type 'tensor<3x2xf64>' are cast incompatible}}
  %0 = toy.cast %arg0 : tensor<2x3xf64> to tensor<3x2xf64>
  toy.return
}
