// Named arguments are renamed %argN on printing; types of several kinds.
func.func @args(%x: i32, %y: f32, %z: memref<2x3xf32>, %w: tensor<?xi8>) -> (i32, f32) {
  "test.use"(%z, %w) : (memref<2x3xf32>, tensor<?xi8>) -> ()
  return %x, %y : i32, f32
}
