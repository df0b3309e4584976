// func.func declarations: private, with argument and result types of several kinds.
func.func private @abort()
func.func private @scribble(i32, i64, memref<?x128xf32>) -> f64
func.func private @pair() -> (i32, f32)
func.func private @tensors(tensor<4x?xf32>, vector<2xi1>) -> tensor<*xf32>
