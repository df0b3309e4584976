func.func @f(%a: tensor<2xf32>) {
  %0 = "test.op_with_infer_type_if"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return
}
