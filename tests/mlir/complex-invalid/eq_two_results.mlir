func.func @two_results(%a: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op requires one result}}
  %0:2 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> (i1, i1)
  return
}
