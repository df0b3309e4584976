func.func @f(%a: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
