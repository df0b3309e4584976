func.func @f(%a: index, %b: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i, %j) = (%a, %a) to (%b, %b) step (%c1, %c0) {
  }
  return
}
