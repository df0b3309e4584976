func.func @f(%a: index, %v: f32) {
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%zero) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: i32):
      scf.reduce.return %l : f32
    }
  }
  return
}
