// func.constant values, named %f on printing, used and unused.
func.func private @fn(tensor<16xf32>, f32) -> tensor<16xf32>
func.func @use() -> ((tensor<16xf32>, f32) -> tensor<16xf32>) {
  %0 = func.constant @fn : (tensor<16xf32>, f32) -> tensor<16xf32>
  %1 = constant @fn : (tensor<16xf32>, f32) -> tensor<16xf32>
  %2 = constant @use : () -> ((tensor<16xf32>, f32) -> tensor<16xf32>)
  "test.use"(%0) : ((tensor<16xf32>, f32) -> tensor<16xf32>) -> ()
  return %1 : (tensor<16xf32>, f32) -> tensor<16xf32>
}
