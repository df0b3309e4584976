func.func @no_result() {
  // expected-error @+1 {{'complex.constant' op requires one result}}
  "complex.constant"() : () -> ()
  return
}
