// The custom form reads the operand's type as a complex type (its constraint's `cppType`
// is `::mlir::ComplexType`), so another kind is rejected where it is written.
func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'complex.sin' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.sin %a : f32
  return
}
