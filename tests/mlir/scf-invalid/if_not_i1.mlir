func.func @f(%a: index) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%a) ({}, {}) : (index) -> ()
  return
}
