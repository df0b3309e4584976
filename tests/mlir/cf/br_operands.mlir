// `cf.br` forwarding operands of several types.
func.func @br(%a: i32, %b: f32, %c: tensor<*xf32>, %d: index) -> i32 {
  cf.br ^bb1(%a, %b, %c, %d : i32, f32, tensor<*xf32>, index)
^bb1(%x: i32, %y: f32, %z: tensor<*xf32>, %w: index):
  return %x : i32
}
