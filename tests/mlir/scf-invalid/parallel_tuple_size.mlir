func.func @f(%a: index, %b: index, %c: index) {
  // expected-error@+1 {{expected 1 operands}}
  scf.parallel (%i) = (%a) to (%b, %c) step () {
  }
  return
}
