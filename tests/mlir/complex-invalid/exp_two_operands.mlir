// One-operand and one-result ops checked by their size traits (`OneOperand`, `OneResult`)
// before their other constraints.
func.func @two_operands(%a: complex<f32>) {
  // expected-error @+1 {{'complex.exp' op requires a single operand}}
  %0 = "complex.exp"(%a, %a) : (complex<f32>, complex<f32>) -> complex<f32>
  return
}
