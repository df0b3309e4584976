func.func @f(%a: index, %b: index, %s: index) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%a) to (%b) step (%s) {
    %c = arith.constant 1.0 : f32
    scf.reduce(%c : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
