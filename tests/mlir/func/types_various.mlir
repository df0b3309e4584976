// Signatures over many builtin types.
func.func private @t(index, i1, si8, ui16, bf16, f16, f64, complex<f32>, tuple<i32, f32>, none) -> (memref<4x?xi32, strided<[?, 1]>>, tensor<2x2xcomplex<f64>>, vector<[4]xf32>)
func.func @id(%a: memref<*xf32>, %b: !x.opaque) -> (memref<*xf32>, !x.opaque) {
  return %a, %b : memref<*xf32>, !x.opaque
}
