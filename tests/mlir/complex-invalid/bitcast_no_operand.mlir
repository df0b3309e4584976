func.func @no_operand() {
  // expected-error @+1 {{'complex.bitcast' op requires a single operand}}
  %0 = "complex.bitcast"() : () -> i64
  return
}
