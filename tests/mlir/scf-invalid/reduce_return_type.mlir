func.func @f(%a: index, %v: f32) {
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%zero) -> f32 {
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %c = arith.constant 1 : index
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : index
    }
  }
  return
}
