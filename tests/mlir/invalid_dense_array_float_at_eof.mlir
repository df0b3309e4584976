// A dense array cut off where a float should be: the error is at the end of the input
// itself, not one character back (mlir-opt gives this one the token's own location).
"test.a"() {a = array<f32: 