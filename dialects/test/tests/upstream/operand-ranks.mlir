func.func @f(%a: tensor<2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
