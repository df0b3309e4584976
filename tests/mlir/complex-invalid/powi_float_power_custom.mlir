// `powi`'s power is read as an integer type (`AnySignlessInteger`, `::mlir::IntegerType`).
func.func @f(%c: complex<f32>, %x: f32) {
  // expected-error @+1 {{custom op 'complex.powi' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = complex.powi %c, %x : complex<f32>, f32
  return
}
