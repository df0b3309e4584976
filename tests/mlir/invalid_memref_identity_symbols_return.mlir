// A layout identity in its dimensions but with symbols prints as none, yet makes another type.
func.func @f(%a: memref<4xf32, affine_map<(d0)[s0] -> (d0)>>) -> memref<4xf32> {
  return %a : memref<4xf32, affine_map<(d0)[s0] -> (d0)>>
}
