func.func @f(%a: f32, %b: index) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%a, %b, %b) ({}) : (f32, index, index) -> ()
  return
}
