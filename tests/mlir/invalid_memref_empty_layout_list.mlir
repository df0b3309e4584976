// The layout and memory space list of a memref type may not be empty after its comma.
func.func private @m(memref<2x4xi8, >)
